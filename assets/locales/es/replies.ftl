# Confirmaciones que solo ve quien las lee, en su idioma.

challenge-level-ignored = El nivel solo ajusta la fuerza de mi motor en partidas contra mí; no se ha usado en este desafío.
notify-on = Recibirás un mensaje directo cuando te toque (si tu configuración de privacidad permite mensajes directos de este servidor).
notify-off = No más mensajes directos; los turnos se siguen anunciando en los hilos de las partidas.
draw-agreed-reply = Tu rival también había ofrecido tablas: la partida acaba en tablas. { $link }
draw-engine-declines = Mi motor rechaza: no ve la posición totalmente igualada. ¡Sigue jugando!
draw-engine-accepts = Mi motor acepta: la partida acaba en tablas. { $link }
takeback-engine-refuses = Mi motor en el nivel { $level } no deshace jugadas (solo los niveles 1 y 2 lo hacen).
takeback-done = Jugada deshecha. { $link }
request-sent = Enviado a la partida: { $link }
posted-publicly = Publicado en { $channel }: { $link }
resign-confirm = ¿De verdad quieres abandonar la partida { $game }?
resign-yes-button = Sí, abandonar
resign-no-button = No, seguir jugando
resign-done = Has abandonado la partida { $game }.
resign-kept = ¡Suerte en la partida { $game }!
board-posted = { $headline } — tablero publicado: { $link }
# After a move: the player's other games waiting for them ($waiting), and the one with least time left, with a link to its board.
next-game = { $waiting ->
        [one] ➡️ Otra partida te espera: { $game } { $kind } contra { $opponent } · { $deadline } · { $link }
       *[other] ➡️ Otras { $waiting } partidas te esperan; la más urgente: { $game } { $kind } contra { $opponent } · { $deadline } · { $link }
    }
rematch-asked = Has pedido la revancha a { $opponent }.
rematch-begins = La revancha empieza: { $link }
vacation-started = Estás de vacaciones hasta el <t:{ $until }:f>. Tus relojes están parados en todas las partidas; { $told }. Te queda de la cuota de este año: { $left }. Usa `/vacaciones terminar` cuando vuelvas.
vacation-ended = Bienvenido de vuelta: tus relojes vuelven a correr; { $told }. Te queda de la cuota de este año: { $left }.
vacation-told = { $games ->
        [0] no tienes partidas con reloj
        [one] tu rival se entera en el hilo de la partida
       *[other] tus rivales se enteran en los hilos de tus { $games } partidas
    }
board-already-posted = El tablero con tu jugada ya está publicado: { $link }
move-saved-board-posted-later = Tu jugada está guardada; su tablero se publicó en cuanto Discord volvió a responder: { $link }

# /privacy (issue #36)
privacy-export-caption = Todo lo que se guarda sobre ti: { $games ->
        [one] una partida
       *[other] { $games } partidas
    }, tu perfil, puntuaciones, torneos y vacaciones, en `{ $file }` (texto comprimido con gzip; cada partida se reproduce con `abande-bot show --record`).
privacy-export-too-large = Tus datos no caben en un archivo que Discord acepte (10 MB comprimidos); pide una copia a quien me aloja.
privacy-nothing-stored = No se guarda nada sobre ti: no hay nada que borrar.
privacy-forget-confirm = ¿Borrar tus datos? Tu nombre y tu ajuste de mensajes directos se eliminan, sales de todas las clasificaciones y en cada partida guardada pasas a ser "deleted player #N". { $running ->
        [0] No tienes partidas en curso.
        [one] Tu partida en curso se abandona.
       *[other] Tus { $running } partidas en curso se abandonan.
    } Desafíos pendientes: { $challenges }, retirados; torneos en curso: { $tournaments }, abandonados. Tus rivales conservan sus partidas, resultados y puntuaciones. No se puede deshacer.
privacy-forget-yes = Borrar mis datos
privacy-forget-no = Conservarlos
privacy-kept = No se borró nada.
privacy-not-yours = Solo el jugador que lo pidió puede responder.
privacy-forgotten = Hecho: ahora eres { $name } en cada partida guardada ({ $games } { $games ->
        [one] partida abandonada
       *[other] partidas abandonadas
    }, { $challenges } { $challenges ->
        [one] desafío retirado
       *[other] desafíos retirados
    }). Nada lo une a tu cuenta; si vuelves a jugar, empiezas de cero.
premove-added = Línea { $line } de la partida #{ $game } guardada: { $moves }. Tienes { $lines ->
        [one] esta línea
       *[other] { $lines } líneas
    } en esa partida; una respuesta se juega en cuanto tu rival juega la jugada anterior.
premove-pair = { $theirs } → **{ $mine }**
premove-none = No tienes jugadas condicionales. Añade una línea con `/prejugada añadir`.
premove-list-head = Tus jugadas condicionales ({ $count }): su jugada → **tu respuesta**
premove-list-line = #{ $game }, línea { $line }: { $moves }
premove-cleared = { $count ->
        [0] No tenías jugadas condicionales en la partida #{ $game }.
        [one] Tu línea de la partida #{ $game } está borrada.
       *[other] Tus { $count } líneas de la partida #{ $game } están borradas.
    }

# /bloquear y /desbloquear (issue 51): siempre en privado.
block-done = 🚫 Ahora bloqueas a { $player }: sus desafíos hacia ti se rechazan y no puede aceptar los tuyos. No se le dice que lo bloqueaste. Las partidas ya empezadas siguen, y los torneos te emparejan como antes. `/desbloquear` lo deshace.
block-already = Ya bloqueas a { $player }; no cambió nada. `/desbloquear` lo deshace.
block-list = Bloqueas a { $count ->
        [one] un jugador
       *[other] { $count } jugadores
    }: { $players }. `/desbloquear` deshace un bloqueo.
block-list-empty = No bloqueas a nadie. `/bloquear` con un jugador rechaza sus desafíos.
block-the-bot = No envío desafíos, así que no hay nada mío que bloquear. Para dejar de jugar contra mi motor, simplemente no me desafíes.
block-a-bot = Los bots no pueden jugar aquí ni envían desafíos; no hay nada que bloquear.
unblock-done = ✅ Ya no bloqueas a { $player }: sus desafíos te llegan de nuevo.
unblock-not-blocked = No bloqueas a { $player }; no cambió nada. `/bloquear` sin jugador muestra a quién bloqueas.
