# Organisateurs et modérateurs (issue #36) : tournoi annuler et retirer, modérer, réglages journal.
tournament-cancel-confirm = Annuler **{ $name }** ? { $running ->
    [0] Plus personne ne sera apparié.
    [one] Sa partie encore en cours se terminera sans résultat et sans changement de classement.
   *[other] Ses { $running } parties encore en cours se termineront sans résultat et sans changement de classement.
}
tournament-cancel-yes = L'annuler
tournament-cancel-no = Le garder
tournament-kept = Le tournoi continue ; rien n'a changé.
tournament-cancel-not-yours = Seul celui qui a demandé l'annulation peut la confirmer ; utilisez vous-même `/tournoi annuler`.
tournament-cancelled = **{ $name }** est annulé : ses parties en cours ont été annulées et son salon a été prévenu.
tournament-cancelled-post = 🚫 **{ $name }** ({ $id }) a été annulé par { $moderator }. Ses parties encore en cours se terminent sans résultat et sans changement de classement.
tournament-cancelled-status = Annulé : ses parties encore en cours ont été annulées.
tournament-label-cancelled = annulé
tournament-removed = { $player } a été retiré de **{ $name }**, comme s'il s'était retiré lui-même.
tournament-removed-post = { $moderator } a retiré { $player } de **{ $name }** ({ $id }) : ses parties encore en cours sont abandonnées et il ne sera plus apparié.
moderation-aborted = La partie { $game } est annulée : pas de résultat, pas de changement de classement. Les deux joueurs et son fil sont prévenus.
moderation-adjudicated = La partie { $game } est terminée : { $result }. Les deux joueurs et son fil sont prévenus.
moderation-aborted-notice = { $black } { $white } : { $moderator } (modérateur) a annulé { $title }. Elle n'a pas de résultat et ne change aucun classement.
moderation-adjudicated-notice = { $black } { $white } : { $moderator } (modérateur) a terminé { $title } : { $result }.
moderation-result-black = Noir gagne
moderation-result-white = Blanc gagne
moderation-result-draw = partie nulle
moderation-result-needed = Donnez le résultat avec `résultat` pour arbitrer : noir-gagne, blanc-gagne ou nulle.
moderation-result-with-abort = Une partie annulée n'a pas de résultat : omettez `résultat`, ou choisissez `action: arbitrer`.
error-moderation-not-moderator = Seuls les membres ayant Gérer le serveur ou le rôle des organisateurs de ce serveur peuvent le faire ; demandez à l'un d'eux.
error-moderation-not-creator = Seul { $creator } (avant le début) ou un modérateur (Gérer le serveur ou le rôle des organisateurs) peut annuler ce tournoi.
error-moderation-creator-after-start = Ce tournoi a commencé : seul un modérateur (Gérer le serveur ou le rôle des organisateurs) peut encore l'annuler.
error-moderation-already-cancelled = Ce tournoi a déjà été annulé.
error-moderation-over = Ce tournoi est terminé ; il n'y a plus rien à annuler.
error-moderation-own-game = Vous jouez cette partie : un autre modérateur doit l'arbitrer (un résultat ici changerait votre propre classement). Vous pouvez toujours l'annuler.
error-moderation-player-not-in = { $player } ne participe pas à ce tournoi.
error-moderation-player-withdrawn = { $player } s'est déjà retiré de ce tournoi.
audit-title = **Ce que les modérateurs ont fait ici** ({ $count } derniers, du plus récent au plus ancien) :
audit-empty = Aucun modérateur n'a encore rien fait ici.
audit-more = …et { $count } de plus.
audit-cancel-tournament = { $when } : { $moderator } a annulé le tournoi { $tournament }
audit-remove-player = { $when } : { $moderator } a retiré { $player } du tournoi { $tournament }
audit-abort-game = { $when } : { $moderator } a annulé la partie { $game }
audit-adjudicate-game = { $when } : { $moderator } a arbitré la partie { $game } : { $result }
