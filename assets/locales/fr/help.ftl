rules-abande-intro = **Abande** (Dieter Stein). 18 pièces chacun, tablier vide ; Noir commence en entrant une pièce n'importe où.
rules-abande-turn = À son tour : **entrer** une pièce à côté de la bande, **déplacer** une de ses piles d'un pas sur une pile adverse voisine (jamais plus haute que 3, sans jamais couper la bande), ou **passer** (seulement sans pièces en main). Les piles peuvent se déplacer dès que Noir a entré sa deuxième pièce. Deux passes de suite : fin de la partie.
rules-abande-score = **Score** : chaque pile que vous coiffez rapporte sa hauteur, sauf si elle ne touche aucune pile coiffée par l'adversaire (pile dormante : 0).
rules-abande-notation = **Notation** : entrer `d4`, déplacer `e2-d3` (aussi `e2d3`, `e2xd3`), `pass`.
rules-abalone-intro = **Abalone**. 14 billes chacun ; Noir commence. Déplacez 1 à 3 de vos billes alignées d'un pas : **en ligne** le long de la ligne (en poussant 1 avec 2, ou 1–2 avec 3, vers une case libre ou hors du plateau), ou **latéralement** vers des cases libres. Éjectez six billes adverses pour gagner.
rules-abalone-notation = **Notation** (AbaPro) : en ligne `a1b2` = la bille de queue et sa destination ; latéral `c6c7d6` = les deux billes aux extrémités, puis l'arrivée de la première. Rangées a–i de bas en haut, diagonales 1–9.
rules-board-abande-hex = Tablier : 37 intersections, colonnes a–g (4,5,6,7,6,5,4 intersections), numérotées à partir de 1 en bas de chaque colonne.
rules-board-abande-square = Tablier : 7×7, colonnes a–g, rangées 1–7 ; chaque intersection touche ses 8 voisines.
rules-board-abande-snub = Tablier : 7×7 carré adouci : lignes orthogonales plus 18 diagonales (comme dessiné).
rules-board-abalone = Départ : la position standard.
rules-board-abalone-belgian = Départ : Marguerite belge.
rules-board-abalone-german = Départ : Marguerite allemande.
rules-how-to-write = **Comment écrire un coup.** { $form }
rules-source-abande = Règles complètes : Dieter Stein, https://spielstein.com/games/abande
rules-source-abalone = Règles complètes : https://fr.wikipedia.org/wiki/Abalone_(jeu)

help-play = **abande-bot** joue à Abande et à Abalone par correspondance.
    `/défi personne joueur jeu [couleur]` – invitez quelqu'un ; `/défi ouvert jeu [couleur]` – un défi pour tous.
    `/défi personnalisé jeu [adversaire] [couleur] [heures_par_coup] [pendule] [classée] [classement_min] [classement_max]` – toutes les options ; sans `adversaire`, un défi ouvert (limites de classement en option). Classée sauf si vous dites non à `classée`. Temps : `heures_par_coup` par coup (72 par défaut, `0` = aucun), ou `pendule` : une réserve de temps, `rapide` (1 jour + 12 h par coup, jusqu'à 3 jours), `standard` (3 j + 1 j, jusqu'à 7), `détendu` (10 j + 36 h, jusqu'à 10) ou `personnalisé` (`heures_réserve`, `heures_ajoutées`, `heures_max`). Temps écoulé : partie perdue.
    `/défi moteur jeu [niveau]` – jouez tout de suite contre mon moteur, niveau 1-5 (3 par défaut), non classée, sans pendule.
    `/jouer coup [partie]` – jouez un coup (les coups légaux sont proposés pendant la frappe) ; dans le fil d'une partie, la partie est implicite.
    `/passer`, `/abandonner` (demande confirmation), `/nulle` (proposer la nulle, ou accepter la leur), `/reprendre` (avant leur réponse) – chacun avec `[partie]`.
    `/coups-prévus ajouter ligne [partie]`, `/coups-prévus liste`, `/coups-prévus effacer` – coups conditionnels : « s'il joue c4, je joue d5 » ; la réponse est jouée aussitôt (pas contre mon moteur).
    `/notifier message_privé:oui|non` – un message privé quand c'est votre tour.
    `/bloquer [joueur]`, `/débloquer joueur` – refusez ses défis, ou plus.
    `/vacances début jours` / `/vacances fin` – arrêtez vos pendules dans toutes vos parties ({ $days } { $days ->
        [one] jour
       *[other] jours
    } par an).
    `/tournoi créer nom jeu formule joueurs_max [rondes] [pendule] [début_dans_heures]` – ouvrez un tournoi toutes-rondes ou suisse avec les boutons S'inscrire / Se retirer / Commencer ; `/tournoi classement [tournoi]` – son classement (image et tableau) ; `/tournoi liste`, `/tournoi voir [tournoi]` (rondes et parties), `/tournoi retrait [tournoi]`.
help-browse =
    `/plateau [partie] [coups] [texte]` – le plateau maintenant, ou après ce nombre de `coups` ; `texte:true` en texte.
    `/explorer [coups] [partie] [depuis]` – en privé, la position après les coups essayés (chacun vérifié) ; les boutons **Explorer** et **Texte** sous un plateau.
    `/web lien [partie]` – un lien privé vers vos parties sur la page web, pour suivre et jouer en cliquant ; `/web revoquer` met fin à tous vos liens.
    `/parties` – vos parties en cours et vos défis en attente.
    `/historique [joueur] [jeu] [adversaire]` – les parties terminées, dix par page.
    `/partie partie`, `/revoir partie`, `/exporter partie` – les coups d'une partie, un GIF animé, la partie en fichier.
    `/statistiques [joueur]` – résultats, classements et courbe de classement.
    `/analyser [partie]` – l'analyse d'une partie par le moteur ; `/indice` – son coup, contre moi.
    `/problème voir|répondre|stats|du_jour` – des problèmes tirés de vraies parties : trouvez le seul coup gagnant.
    `/classement jeu [portée]` – les meilleurs joueurs classés, de ce serveur ou de partout.
    Après une partie, **Revanche** propose de rejouer en échangeant les couleurs.
    `/règles jeu` – résumé des règles et notation.
    `/réglages` – pour les admins du serveur : le salon des parties, qui organise les tournois, la langue des messages publics, la pendule par défaut et les limites.
    `/modérer partie action [résultat]` – pour les modérateurs : annuler ou arbitrer une partie du serveur ; `/tournoi annuler [tournoi]`, `/tournoi retirer joueur [tournoi]` ; `/réglages journal` liste ce qu'ils ont fait.
    `/données exporter|oublier` – une copie de tout ce que je garde sur vous, ou son effacement.
    Les commandes parlent votre langue Discord (anglais, français, italien, allemand, espagnol) ; les messages d'une partie, celle de son serveur. Installez l'application sur votre compte pour utiliser les commandes de consultation et jouer contre mon moteur en message privé.
