# /settings: los ajustes de un servidor (issue #36) y lo que rechazan.
settings-title = **Ajustes de este servidor**
settings-games-channel = Canal de partidas: { $channel }
settings-games-channel-unset = donde se escribe el comando
settings-organisers = Quién puede crear torneos: { $organisers }
settings-organisers-everyone = todos
settings-organisers-role = los miembros con { $role } (y quienes tienen Gestionar servidor)
settings-organisers-manage-server = solo los miembros con Gestionar servidor
settings-language = Idioma de los mensajes públicos: { $language }
settings-language-discord = el idioma del servidor según Discord (ahora { $language })
settings-clock = Reloj por defecto: { $clock }
settings-clock-bot-default = el mío ({ $clock })
settings-limits = Límites: { $tournaments } { $tournaments ->
        [one] torneo abierto
       *[other] torneos abiertos
    } o en curso a la vez; { $games } { $games ->
        [one] partida
       *[other] partidas
    } a la vez por jugador (las partidas contra mí no cuentan)
settings-threads = Hilos de las partidas terminadas: archivados { $hours } h después del tablero final (no bloqueados: un mensaje nuevo los reabre)
settings-saved = ✅ Guardado; vale desde el próximo comando, en todas partes.
settings-channel-not-text = { $channel } no es un canal de texto o de anuncios de este servidor que yo pueda ver; elige otro.
settings-channel-missing = No puedo llevar las partidas en { $channel }: me falta { $missing }. Dámelos en los ajustes del canal (Permisos) o elige otro canal. No se ha cambiado nada.
settings-role-unknown = Ese rol no existe en este servidor; elige uno de la lista. No se ha cambiado nada.
settings-role-needed = Elige el rol con la opción `role` cuando los organizadores son los miembros de un rol.
settings-role-without-who = La opción `role` solo va con `who: role`.
settings-clock-needs-hours = Un tiempo por jugada necesita `move_hours` (de 1 a 336).
settings-clock-hours-per-move-only = `move_hours` solo va con `clock: per-move`.
settings-limits-none = Indica al menos un límite: `tournaments` o `games_per_player`.
settings-posted-in-games-channel = Las partidas de este servidor van a { $channel }: { $link }
permission-view-channel = Ver canal
permission-send-messages = Enviar mensajes
permission-create-public-threads = Crear hilos públicos
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-attach-files = Adjuntar archivos
permission-read-message-history = Leer el historial de mensajes
error-settings-tournament-limit = Este servidor ya tiene { $limit } { $limit ->
        [one] torneo
       *[other] torneos
    } en curso (su límite); termina o cancela uno primero.
error-settings-game-limit = Ya juegas { $limit } { $limit ->
        [one] partida
       *[other] partidas
    } en este servidor, el límite aquí; termina una primero.
error-settings-opponent-game-limit = { $name } ya juega { $limit } { $limit ->
        [one] partida
       *[other] partidas
    } en este servidor, el límite aquí; vuelve a intentarlo cuando termine una.
error-settings-tournament-limit-range = El límite de torneos a la vez debe estar entre { $min } y { $max }; { $given } no vale. No se ha cambiado nada.
error-settings-game-limit-range = El límite de partidas a la vez por jugador debe estar entre { $min } y { $max }; { $given } no vale. No se ha cambiado nada.
error-settings-archive-after-range = El hilo de una partida terminada se archiva tras { $min } a { $max } { $max ->
        [one] hora
       *[other] horas
    }; { $given } no vale. No se ha cambiado nada.
error-settings-organiser-role = Solo los miembros con { $role } (o Gestionar servidor) pueden crear torneos en este servidor; pide a uno de ellos o a un admin.
error-settings-manage-server = Solo los miembros con Gestionar servidor pueden crear torneos en este servidor; pide a un admin.
settings-daily-puzzle = Problema del día: { $state }
settings-daily-puzzle-off = desactivado
settings-daily-puzzle-on = activado: un problema al día en { $channel }, publicado en la primera revisión tras la medianoche UTC, con quién resolvió el del día anterior
settings-daily-puzzle-no-channel = activado, pero en pausa: no hay canal de partidas (`/ajustes canal_partidas`)
error-settings-daily-puzzle-needs-channel = El problema del día se publica en el canal de partidas, y este servidor no tiene. Elige uno primero con `/ajustes canal_partidas` y luego vuelve a activar el problema del día. No se ha cambiado nada.

settings-challenges = Desafíos: abiertos { $hours } h antes de caducar
error-settings-challenge-open-range = Un desafío sigue abierto de { $min } a { $max } { $max ->
        [one] hora
       *[other] horas
    }; { $given } no vale. No se cambió nada.
