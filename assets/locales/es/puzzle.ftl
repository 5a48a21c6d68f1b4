# /puzzle (issue #39): puzzles from finished games.
puzzle-side = { $color ->
        [black] Negras
       *[white] Blancas
    }
puzzle-title = Problema { $id }
puzzle-intro = **Problema { $id }** ({ $kind }, puntuación { $rating }): { $color ->
        [black] juegan Negras
       *[white] juegan Blancas
    } y tienen una sola jugada que gana material; cualquier otra es claramente peor. Jugada { $step } de { $moves }: responde con `/problema responder jugada:`.
puzzle-record = Problemas: { $solved } resueltos, { $failed } fallados, racha { $streak } (mejor { $best }), puntuación { $rating }.
puzzle-right-go-on = ¡Correcto! Respondo { $reply }. Encuentra la jugada siguiente.
puzzle-solved = ¡Resuelto! La línea completa: { $line }.
puzzle-failed = Esta no: { $played } no gana. La respuesta era { $answer } (la línea completa: { $line }).
error-puzzle-none-left = Aún no hay un problema nuevo para ti: salen de partidas terminadas, buscados en segundo plano. Vuelve a intentarlo más tarde.
error-puzzle-not-solving = No estás resolviendo ningún problema: usa `/problema ver` para obtener uno.
alt-puzzle = Problema { $id }, { $kind }: { $color ->
        [black] juegan Negras
       *[white] juegan Blancas
    } y ganan material.
alt-puzzle-last = Última jugada: { $notation }.
# "Learn from your mistakes", the button under an analysis.
analysis-learn-button = Aprende de tus errores
learn-title = Partida n.º { $game }, antes de la jugada { $ply }
learn-intro = **Aprende de tus errores** – partida n.º { $game }, { $index } de { $count }: en la jugada { $ply } jugaste { $played }, que costó { $cost } { $family ->
        [abalone] canicas
       *[abande] puntos
    }. Encuentra una jugada mejor: `/problema responder jugada:`.
learn-right = Correcto: { $answered } vale tanto como { $best } del motor.
learn-wrong = No del todo: { $answered } aún pierde demasiado; el motor juega { $best }.
learn-done = Ese era tu último error de esta partida.
error-learn-not-analysed = Esta partida aún no tiene un análisis completo: usa primero `/analizar`.
error-learn-no-mistakes = No cometiste ningún error en esta partida (o no la jugaste).
alt-learn = La posición de la partida n.º { $game } antes de la jugada { $ply }, { $kind }: { $color ->
        [black] juegan Negras
       *[white] juegan Blancas
    }; encuentra una jugada mejor que la jugada.
