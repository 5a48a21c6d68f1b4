# The web board (src/web/) and its links (/web, the board's View button).
web-bad-link = Ce lien n'est pas valide. Utilisez /web dans Discord pour en avoir un nouveau.
web-expired-link = Ce lien a expiré ou a été révoqué. Utilisez /web dans Discord pour en avoir un nouveau.
web-no-game = Il n'y a aucune partie à afficher pour ce lien.
web-unavailable = Le plateau est momentanément indisponible. Réessayez dans un instant.
web-refused-title = Lien refusé
web-home = Ceci est le plateau web d'abande-bot. Ouvrez la page d'une partie avec son bouton Voir dans Discord, ou demandez votre lien avec /web.
web-black = Noir
web-white = Blanc
web-empty = vide
web-aborted = Partie annulée
web-by-score = (sur le plateau)
web-by-resignation = (par abandon)
web-by-timeout = (au temps)
web-by-agreement = (d'un commun accord)
web-by-adjudication = (décidé par un modérateur)
web-won = { $name } ({ $color }) a gagné
web-draw = Nulle
web-over = Partie terminée
web-to-move = { $name } ({ $color }) au trait
web-board-alt = Plateau de { $title } { $ply ->
        [0] au début
        [one] après { $ply } coup
       *[other] après { $ply } coups
    }. { $status }
web-engine = { $name } (moteur, niveau { $level })
web-first = Premier coup
web-back = Coup précédent
web-forward = Coup suivant
web-last = Dernier coup
web-pass = Passer
web-live = en direct
web-offline = reconnexion…
web-your-turn = À vous de jouer
web-pick = Choisissez la destination (Échap pour recommencer).
web-enter-here = Cliquez encore sur cette intersection pour y entrer une pièce, ou choisissez-en une autre.
web-confirm = Jouer
web-cancel = Annuler
web-confirm-move = Jouer { $move } ? Appuyez sur Jouer pour confirmer, ou sur Annuler.
web-quick = Jouer au dernier clic, sans confirmation
web-flip = Retourner le plateau
web-next-game = Partie suivante : { $title }
web-seen-from = { $side ->
        [black] Vu du côté des Noirs
       *[white] Vu du côté des Blancs
    }
web-sent = Coup en cours…
web-players = Joueurs
web-steps = Parcourir les coups
web-moves = Coups
web-diagram = La position en texte
web-view-only = Ce lien montre seulement la partie ; demandez le vôtre avec /web pour jouer.
web-not-your-turn = Ce n'est pas votre tour.
web-cross-site = Refusé : cette requête ne vient pas de la page du plateau.
web-too-fast = Trop de requêtes ; patientez un instant.
web-bad-request = La requête est illisible.
web-view-button = Voir
web-link = Votre lien privé vers { $game } (valable { $days } { $days ->
        [one] jour
       *[other] jours
    } ; il permet de jouer, gardez-le pour vous) : { $url }
web-link-off = Le plateau web n'est pas configuré ici.
web-revoked = Tous les liens web qui vous ont été donnés ne fonctionnent plus.
# The Discord Activity (src/web/activity.rs, assets/web/activity.js).
web-activity-off = L'activité Discord n'est pas configurée ici : il lui faut DISCORD_CLIENT_SECRET et le plateau web (voir « Discord Activity » dans le README).
web-activity-starting = Je me connecte encore à Discord. Réessayez dans un instant.
web-activity-refused = Discord n'a pas confirmé qui vous êtes. Fermez l'activité et ouvrez-la de nouveau.
web-activity-failed = Je n'ai pas pu vérifier auprès de Discord qui vous êtes. Réessayez dans un instant.
web-activity-connecting = Connexion à Discord…
web-activity-outside = Cette page fonctionne dans Discord, comme mon activité. Ailleurs, ouvrez une partie avec son bouton Voir ou demandez votre lien avec /web.
web-activity-games = Vos parties
web-activity-none = Vous n'avez encore aucune partie. Lancez-en une avec /défi dans Discord.
web-activity-back = Vos parties
web-activity-won = Vous avez gagné
web-activity-lost = Vous avez perdu
web-activity-their-turn = { $name } au trait
web-activity-vs = contre { $name }
# The analysis chart on a game's page (src/web/state.rs).
web-chart = Analyse
web-chart-alt = L'évaluation du moteur après chaque coup, en { $unit } : vers le haut, { $black } ; vers le bas, { $white }.
web-chart-turns = Tournants après les coups { $moves }.
web-chart-values = L'évaluation après chaque coup
# Connexion avec Discord sur le web (src/web/sign_in.rs).
web-sign-in = Se connecter avec Discord
web-signed-in-as = Connecté en tant que { $name }
web-signed-in = Connecté
web-sign-out = Se déconnecter
web-sign-in-title = Connexion
web-sign-in-back = Retour à la partie
web-sign-in-off = La connexion avec Discord n'est pas configurée ici : il faut DISCORD_CLIENT_SECRET, PUBLIC_URL et l'URI de redirection PUBLIC_URL/auth/callback dans le Developer Portal.
web-sign-in-not-started = Cette connexion n'a pas commencé sur cette page, ou a duré plus de dix minutes. Recommencez depuis la page de la partie.
web-sign-in-denied = Discord ne vous a pas connecté : la connexion a été annulée. Vous pouvez toujours suivre la partie.
