# Organizadores y moderadores (issue #36): torneo cancelar y quitar, moderar, ajustes registro.
tournament-cancel-confirm = ¿Cancelar **{ $name }**? { $running ->
    [0] Ya no se emparejará a nadie.
    [one] Su partida aún en curso terminará sin resultado y sin cambios de puntuación.
   *[other] Sus { $running } partidas aún en curso terminarán sin resultado y sin cambios de puntuación.
}
tournament-cancel-yes = Cancelarlo
tournament-cancel-no = Mantenerlo
tournament-kept = El torneo sigue; no ha cambiado nada.
tournament-cancel-not-yours = Solo quien pidió cancelar puede confirmarlo; usa tú mismo `/torneo cancelar`.
tournament-cancelled = **{ $name }** está cancelado: sus partidas en curso se anularon y se avisó en su canal.
tournament-cancelled-post = 🚫 **{ $name }** ({ $id }) fue cancelado por { $moderator }. Sus partidas aún en curso terminan sin resultado y sin cambios de puntuación.
tournament-cancelled-status = Cancelado: sus partidas aún en curso se anularon.
tournament-label-cancelled = cancelado
tournament-removed = { $player } fue quitado de **{ $name }**, como si se hubiera retirado.
tournament-removed-post = { $moderator } quitó a { $player } de **{ $name }** ({ $id }): sus partidas aún en curso se abandonan y no volverá a ser emparejado.
moderation-aborted = La partida { $game } está anulada: sin resultado ni cambios de puntuación. Se avisó a ambos jugadores y en su hilo.
moderation-adjudicated = La partida { $game } ha terminado: { $result }. Se avisó a ambos jugadores y en su hilo.
moderation-aborted-notice = { $black } { $white }: { $moderator } (moderador) anuló { $title }. No tiene resultado y no cambia ninguna puntuación.
moderation-adjudicated-notice = { $black } { $white }: { $moderator } (moderador) terminó { $title }: { $result }.
moderation-result-black = ganan las negras
moderation-result-white = ganan las blancas
moderation-result-draw = tablas
moderation-result-needed = Indica el resultado con `resultado` al arbitrar: gana-negro, gana-blanco o tablas.
moderation-result-with-abort = Una partida anulada no tiene resultado: omite `resultado`, o elige `accion: arbitrar`.
error-moderation-not-moderator = Solo los miembros con Gestionar servidor o el rol de organizadores de este servidor pueden hacerlo; pídeselo a uno de ellos.
error-moderation-not-creator = Solo { $creator } (antes del inicio) o un moderador (Gestionar servidor o el rol de organizadores) puede cancelar este torneo.
error-moderation-creator-after-start = Este torneo ha empezado: ahora solo un moderador (Gestionar servidor o el rol de organizadores) puede cancelarlo.
error-moderation-already-cancelled = Este torneo ya fue cancelado.
error-moderation-over = Este torneo ha terminado; no queda nada que cancelar.
error-moderation-own-game = Juegas en esta partida, así que otro moderador debe decidirla (un resultado aquí cambiaría tu propia puntuación). Aún puedes anularla.
error-moderation-player-not-in = { $player } no juega en este torneo.
error-moderation-player-withdrawn = { $player } ya se retiró de este torneo.
audit-title = **Lo que hicieron aquí los moderadores** (últimos { $count }, el más reciente primero):
audit-empty = Ningún moderador ha hecho nada aquí todavía.
audit-more = …y { $count } más.
audit-cancel-tournament = { $when }: { $moderator } canceló el torneo { $tournament }
audit-remove-player = { $when }: { $moderator } quitó a { $player } del torneo { $tournament }
audit-abort-game = { $when }: { $moderator } anuló la partida { $game }
audit-adjudicate-game = { $when }: { $moderator } arbitró la partida { $game }: { $result }
