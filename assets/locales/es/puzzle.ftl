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
puzzle-record = Problemas: { $solved } { $solved ->
        [one] resuelto
       *[other] resueltos
    }, { $failed } { $failed ->
        [one] fallado
       *[other] fallados
    }, racha { $streak } (mejor { $best }), puntuación { $rating }.
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
        [abalone] { $cost ->
            [one] canica
           *[other] canicas
        }
       *[abande] { $cost ->
            [one] punto
           *[other] puntos
        }
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
# The daily puzzle of a server (issue #39): its post in the games channel.
daily-puzzle-intro = 🧩 **Problema del día** – problema { $id } ({ $kind }, puntuación { $rating }): { $color ->
        [black] juegan Negras
       *[white] juegan Blancas
    } y tienen una sola jugada que gana material; cualquier otra es claramente peor ({ $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    } que encontrar). Pulsa **Resolver** para intentarlo en privado, o usa `/problema del_día`; cuenta como cualquier problema.
daily-puzzle-button = Resolver
daily-puzzle-solved-by = El último problema del día (problema { $id }) lo resolvieron { $names }: { $solved } de { $tried } que lo intentaron.
daily-puzzle-and-more = { $names } y { $more } más
daily-puzzle-nobody-solved = El último problema del día (problema { $id }): { $tried ->
        [0] nadie lo intentó.
        [one] el único jugador que lo intentó no lo resolvió.
       *[other] ninguno de los { $tried } que lo intentaron lo resolvió.
    }
daily-puzzle-opened = **El problema del día de este servidor** (tu respuesta cuenta aquí, y como cualquier problema):
error-daily-puzzle-none = Este servidor aún no tiene problema del día: un admin puede activarlo con `/ajustes problema_del_día`, y el primero llega en mi próxima revisión. Mientras tanto, `/problema ver` te da uno propio.
error-daily-puzzle-needs-server = El problema del día pertenece a un servidor: usa `/problema del_día` en uno, o `/problema ver` para un problema propio.
error-daily-puzzle-already-tried = Ya { $solved ->
        [yes] resolviste
       *[no] intentaste
    } el problema { $id }: cada problema cuenta una vez por jugador. `/problema ver` te da otro.
