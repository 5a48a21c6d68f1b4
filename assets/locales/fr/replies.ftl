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
# After a move: the player's other games waiting for them ($waiting), and the one with least time left, with a link to its board.
next-game = { $waiting ->
        [one] ➡️ Une autre partie vous attend : { $game } { $kind } contre { $opponent } · { $deadline } · { $link }
       *[other] ➡️ { $waiting } autres parties vous attendent ; la plus pressée : { $game } { $kind } contre { $opponent } · { $deadline } · { $link }
    }
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

# /privacy (issue #36)
privacy-export-caption = Tout ce qui est gardé sur vous : { $games ->
        [one] une partie
       *[other] { $games } parties
    }, votre profil, vos classements, tournois et vacances, dans `{ $file }` (texte compressé en gzip ; chaque partie se rejoue avec `abande-bot show --record`).
privacy-export-too-large = Vos données ne tiennent pas dans un fichier que Discord accepte (10 Mo compressés) ; demandez une copie à mon hébergeur.
privacy-nothing-stored = Rien n'est gardé sur vous : il n'y a rien à effacer.
privacy-forget-confirm = Effacer vos données ? Votre nom et votre réglage de messages privés sont supprimés, vous quittez tous les classements et, dans chaque partie gardée, vous devenez « deleted player #N ». { $running ->
        [0] Vous n'avez aucune partie en cours.
        [one] Votre partie en cours est abandonnée.
       *[other] Vos { $running } parties en cours sont abandonnées.
    } Défis en attente : { $challenges }, retirés ; tournois en cours : { $tournaments }, quittés. Vos adversaires gardent leurs parties, résultats et classements. C'est définitif.
privacy-forget-yes = Effacer mes données
privacy-forget-no = Les garder
privacy-kept = Rien n'a été effacé.
privacy-not-yours = Seul le joueur qui a demandé peut répondre.
privacy-forgotten = C'est fait : vous êtes maintenant { $name } dans chaque partie gardée ({ $games } { $games ->
        [one] partie abandonnée
       *[other] parties abandonnées
    }, { $challenges } { $challenges ->
        [one] défi retiré
       *[other] défis retirés
    }). Rien ne le relie à votre compte ; si vous rejouez, vous repartez de zéro.
premove-added = Ligne { $line } de la partie #{ $game } enregistrée : { $moves }. Vous avez { $lines ->
        [one] cette ligne
       *[other] { $lines } lignes
    } dans cette partie ; une réponse est jouée dès que votre adversaire joue le coup qui la précède.
premove-pair = { $theirs } → **{ $mine }**
premove-none = Vous n'avez aucun coup conditionnel. Ajoutez une ligne avec `/coups-prévus ajouter`.
premove-list-head = Vos coups conditionnels ({ $count }) : son coup → **votre réponse**
premove-list-line = #{ $game }, ligne { $line } : { $moves }
premove-cleared = { $count ->
        [0] Vous n'aviez aucun coup conditionnel dans la partie #{ $game }.
        [one] Votre ligne de la partie #{ $game } est effacée.
       *[other] Vos { $count } lignes de la partie #{ $game } sont effacées.
    }

# /bloquer et /débloquer (issue 51) : toujours en privé.
block-done = 🚫 Vous bloquez désormais { $player } : ses défis envers vous sont refusés, et il ne peut pas accepter les vôtres. Personne ne lui dit que vous l'avez bloqué. Les parties déjà commencées continuent, et les tournois vous apparient comme avant. `/débloquer` l'annule.
block-already = Vous bloquez déjà { $player } ; rien n'a changé. `/débloquer` l'annule.
block-list = Vous bloquez { $count ->
        [one] un joueur
       *[other] { $count } joueurs
    } : { $players }. `/débloquer` annule un blocage.
block-list-empty = Vous ne bloquez personne. `/bloquer` avec un joueur refuse ses défis.
block-the-bot = Je n'envoie pas de défis, il n'y a donc rien à bloquer de ma part. Pour ne plus jouer contre mon moteur, ne me défiez simplement pas.
block-a-bot = Les bots ne peuvent pas jouer ici et n'envoient pas de défis ; il n'y a rien à bloquer.
unblock-done = ✅ Vous ne bloquez plus { $player } : ses défis vous parviennent de nouveau.
unblock-not-blocked = Vous ne bloquez pas { $player } ; rien n'a changé. `/bloquer` sans joueur montre qui vous bloquez.
