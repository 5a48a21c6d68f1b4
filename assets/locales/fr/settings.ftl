# /settings : les réglages d'un serveur (ticket #36), et ce qu'ils refusent.
settings-title = **Réglages de ce serveur**
settings-games-channel = Salon des parties : { $channel }
settings-games-channel-unset = là où la commande est tapée
settings-organisers = Qui peut créer des tournois : { $organisers }
settings-organisers-everyone = tout le monde
settings-organisers-role = les membres ayant { $role } (et ceux qui ont Gérer le serveur)
settings-organisers-manage-server = seulement les membres ayant Gérer le serveur
settings-language = Langue des messages publics : { $language }
settings-language-discord = la langue du serveur indiquée par Discord (actuellement { $language })
settings-clock = Pendule par défaut : { $clock }
settings-clock-bot-default = la mienne ({ $clock })
settings-limits = Limites : { $tournaments } { $tournaments ->
        [one] tournoi ouvert
       *[other] tournois ouverts
    } ou en cours à la fois ; { $games } { $games ->
        [one] partie
       *[other] parties
    } à la fois par joueur (les parties contre moi ne comptent pas)
settings-threads = Fils des parties finies : archivés { $hours } h après le plateau final (pas verrouillés : un nouveau message les rouvre)
settings-saved = ✅ Enregistré ; cela vaut dès la prochaine commande, partout.
settings-channel-not-text = { $channel } n'est pas un salon textuel ou d'annonces de ce serveur que je peux voir ; choisissez-en un autre.
settings-channel-missing = Je ne peux pas faire jouer les parties dans { $channel } : il me manque { $missing }. Accordez-les-moi dans les paramètres du salon (Permissions) ou choisissez un autre salon. Rien n'a été modifié.
settings-role-unknown = Ce rôle n'existe pas sur ce serveur ; choisissez-en un dans la liste. Rien n'a été modifié.
settings-role-needed = Choisissez le rôle avec l'option `role` quand les organisateurs sont les membres d'un rôle.
settings-role-without-who = L'option `role` ne va qu'avec `who: role`.
settings-clock-needs-hours = Un temps par coup demande `move_hours` (de 1 à 336).
settings-clock-hours-per-move-only = `move_hours` ne va qu'avec `clock: per-move`.
settings-limits-none = Donnez au moins une limite : `tournaments` ou `games_per_player`.
settings-posted-in-games-channel = Les parties de ce serveur vont dans { $channel } : { $link }
permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-attach-files = Joindre des fichiers
permission-read-message-history = Voir les anciens messages
error-settings-tournament-limit = Ce serveur a déjà { $limit } { $limit ->
        [one] tournoi
       *[other] tournois
    } en cours (sa limite) ; terminez-en ou annulez-en un d'abord.
error-settings-game-limit = Vous jouez déjà { $limit } { $limit ->
        [one] partie
       *[other] parties
    } sur ce serveur, la limite ici ; terminez-en une d'abord.
error-settings-opponent-game-limit = { $name } joue déjà { $limit } { $limit ->
        [one] partie
       *[other] parties
    } sur ce serveur, la limite ici ; réessayez quand il en aura terminé une.
error-settings-tournament-limit-range = La limite de tournois à la fois doit être entre { $min } et { $max } ; { $given } ne convient pas. Rien n'a été modifié.
error-settings-game-limit-range = La limite de parties à la fois par joueur doit être entre { $min } et { $max } ; { $given } ne convient pas. Rien n'a été modifié.
error-settings-archive-after-range = Le fil d'une partie finie est archivé après { $min } à { $max } { $max ->
        [one] heure
       *[other] heures
    } ; { $given } ne convient pas. Rien n'a été modifié.
error-settings-organiser-role = Seuls les membres ayant { $role } (ou Gérer le serveur) peuvent créer des tournois sur ce serveur ; demandez à l'un d'eux ou à un admin.
error-settings-manage-server = Seuls les membres ayant Gérer le serveur peuvent créer des tournois sur ce serveur ; demandez à un admin.
settings-daily-puzzle = Problème du jour : { $state }
settings-daily-puzzle-off = désactivé
settings-daily-puzzle-on = activé : un problème par jour dans { $channel }, posté au premier passage après minuit UTC, avec qui a résolu celui de la veille
settings-daily-puzzle-no-channel = activé, mais en pause : aucun salon des parties n'est choisi (`/réglages salon_parties`)
error-settings-daily-puzzle-needs-channel = Le problème du jour est posté dans le salon des parties, et ce serveur n'en a pas. Choisissez-en un d'abord avec `/réglages salon_parties`, puis activez de nouveau le problème du jour. Rien n'a été changé.

settings-challenges = Défis : ouverts { $hours } h avant d'expirer
error-settings-challenge-open-range = Un défi reste ouvert de { $min } à { $max } { $max ->
        [one] heure
       *[other] heures
    } ; { $given } ne convient pas. Rien n'a été modifié.
