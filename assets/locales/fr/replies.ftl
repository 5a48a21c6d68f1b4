# Confirmations que seul leur lecteur voit, dans sa langue.

challenge-level-ignored = Le niveau ne règle que la force de mon moteur dans les parties contre moi ; il n'a pas été retenu pour ce défi.
notify-on = Vous recevrez un message privé quand ce sera votre tour (si vos paramètres de confidentialité autorisent les messages privés de ce serveur).
notify-off = Plus de messages privés ; les tours restent annoncés dans les fils des parties.
draw-agreed-reply = Votre adversaire avait aussi proposé la nulle : la partie est nulle. { $link }
draw-engine-declines = Mon moteur refuse : il ne voit pas la position comme parfaitement égale. Continuez !
draw-engine-accepts = Mon moteur accepte : la partie est nulle. { $link }
takeback-engine-refuses = Mon moteur au niveau { $level } ne reprend pas de coups (seuls les niveaux 1 et 2 le font).
takeback-done = Coup repris. { $link }
request-sent = Envoyé dans la partie : { $link }
posted-publicly = Publié dans { $channel } : { $link }
resign-confirm = Voulez-vous vraiment abandonner la partie { $game } ?
resign-yes-button = Oui, abandonner
resign-no-button = Non, continuer
resign-done = Vous avez abandonné la partie { $game }.
resign-kept = Bonne chance dans la partie { $game } !
board-posted = { $headline } — plateau publié : { $link }
rematch-asked = Vous avez proposé une revanche à { $opponent }.
rematch-begins = La revanche commence : { $link }
vacation-started = Vous êtes en vacances jusqu'au <t:{ $until }:f>. Vos pendules sont arrêtées dans toutes vos parties ; { $told }. Reste de votre quota de l'année : { $left }. Utilisez `/vacances fin` à votre retour.
vacation-ended = Bon retour : vos pendules tournent à nouveau ; { $told }. Reste de votre quota de l'année : { $left }.
vacation-told = { $games ->
        [0] vous n'avez aucune partie avec pendule
        [one] votre adversaire est prévenu dans le fil de la partie
       *[other] vos adversaires sont prévenus dans les fils de vos { $games } parties
    }
board-already-posted = Le plateau avec votre coup est déjà publié : { $link }
move-saved-board-posted-later = Votre coup est enregistré ; son plateau a été publié dès que Discord a répondu à nouveau : { $link }
