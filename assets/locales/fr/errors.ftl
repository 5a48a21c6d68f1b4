# Refus : pourquoi un coup, une commande ou un bouton n'a pas été accepté.

## Écrire un coup

move-form-abande = Écrivez une intersection pour entrer une pièce (d4), deux intersections pour déplacer une pile (e2-d3), ou pass.
move-form-abalone = Écrivez un coup en ligne avec deux points (a1b2) ou un coup latéral avec trois (c6c7d6).
syntax-error = Je n'ai pas pu lire « { $shown } » comme un coup.
syntax-error-detail = Je n'ai pas pu lire « { $shown } » comme un coup ({ $detail }).
syntax-too-long = trop long
syntax-empty = vide
syntax-unexpected-character = caractère inattendu
syntax-number-too-long = nombre trop long
syntax-letter-without-number = une lettre doit être suivie d'un nombre
syntax-too-many-points = trop de points
syntax-no-points = aucun point
syntax-other-game = un coup d'un autre jeu
refusal-with-form = { $reason } { $form }

## Abande

illegal-game-over = La partie est terminée.
illegal-abande-off-board = Il n'y a pas d'intersection { $point } sur ce tablier.
illegal-abande-wrong-shape = Écrivez un coup comme une intersection pour entrer une pièce (d4), deux intersections pour déplacer une pile (e2-d3), ou pass.
illegal-abande-occupied = { $point } est déjà occupée.
illegal-abande-not-adjacent-to-band = { $point } ne touche pas la bande : une nouvelle pièce doit toucher une pièce déjà sur le tablier.
illegal-abande-no-pieces-in-hand = Vous n'avez plus de pièces en main : déplacez une pile ou passez.
illegal-abande-moving-not-allowed-yet = Les piles ne peuvent se déplacer qu'après l'entrée de la deuxième pièce de Noir.
illegal-abande-empty-source = Il n'y a pas de pile en { $point }.
illegal-abande-not-your-stack = La pile en { $point } n'est pas à vous.
illegal-abande-target-empty = { $point } est vide : une pile ne peut aller que sur une pile adverse.
illegal-abande-target-own = { $point } est votre propre pile : une pile ne peut aller que sur une pile adverse.
illegal-abande-not-adjacent = { $to } n'est pas voisine de { $from } : les piles avancent d'un pas.
illegal-abande-too-high = Déplacer la pile de { $from_height } en { $from } sur la pile de { $to_height } en { $to } lui donnerait une hauteur de { $height } ; une pile a au plus 3 pièces.
illegal-abande-splits-band = Déplacer { $from } couperait la bande : { $cut_off } { $count ->
        [one] serait isolée
       *[other] seraient isolées
    }.
illegal-abande-pass-with-pieces = Vous ne pouvez pas passer tant qu'il vous reste { $count } { $count ->
        [one] pièce
       *[other] pièces
    } en main.

## Abalone

illegal-abalone-no-pass = On ne passe pas à l'Abalone.
illegal-abalone-wrong-point-count = Écrivez un coup en ligne avec deux points (a1b2) ou un coup latéral avec trois (c6c7d6).
illegal-abalone-no-such-point = Il n'y a pas de case { $point } sur le plateau.
illegal-abalone-not-neighbours = { $first } et { $second } ne sont pas voisines.
illegal-abalone-same-point = { $point } est nommée deux fois.
illegal-abalone-empty = { $point } est vide.
illegal-abalone-not-your-marble = { $point } n'est pas une de vos billes.
illegal-abalone-not-in-line = { $first } et { $second } ne sont pas sur une même ligne de billes voisines.
illegal-abalone-too-many-marbles = Une ligne de plus de trois billes ne peut pas bouger ({ $line }).
illegal-abalone-off-board = { $point } sortirait du plateau.
illegal-abalone-own-marble-off-board = Vous ne pouvez pas pousser votre propre bille hors du plateau.
illegal-abalone-single-cannot-push = Une bille seule ne peut pas pousser : { $point } est occupée.
illegal-abalone-outnumbered = { $pushers } ne peuvent pas en pousser { $defenders ->
        [3] 3 ou plus
       *[other] { $defenders }
    }.
illegal-abalone-sandwiched = { $count ->
        [one] La bille { $color ->
            [black] noire
           *[white] blanche
        } en { $marbles } est prise en sandwich par votre bille en { $blocker } et ne peut pas être poussée
       *[other] Les billes { $color ->
            [black] noires
           *[white] blanches
        } en { $marbles } sont prises en sandwich par votre bille en { $blocker } et ne peuvent pas être poussées
    }.
illegal-abalone-occupied = { $point } est occupée.
illegal-abalone-broadside-cannot-push = Un coup latéral ne peut pas pousser : { $point } est occupée.
illegal-abalone-along-the-line = Avancer le long de la ligne est un coup en ligne : écrivez { $text }.
marbles-and = { $first } et { $second }

## Le service de jeu

error-game-not-found = Il n'y a pas de partie { $game }.
error-challenge-not-found = Il n'y a pas de défi { $challenge }.
error-not-your-game = Vous ne jouez pas dans cette partie.
error-not-your-turn = Ce n'est pas votre tour ; c'est à { $to_move } de jouer.
error-game-over = Cette partie est terminée.
error-challenge-expired = Ce défi a expiré.
error-challenge-closed = Ce défi n'est plus ouvert (il a été { $status ->
        [accepted] accepté
        [declined] refusé
        [cancelled] annulé
       *[expired] expiré
    }).
error-not-challenged = Seul { $opponent } peut répondre à ce défi.
error-game-not-over = La partie est encore en cours.
error-no-rematch-with-engine = Pour rejouer contre mon moteur, défiez-moi avec /défi.
error-rematch-pending = Vous avez déjà demandé cette revanche ; elle attend votre adversaire.
error-challenge-taken = Quelqu'un d'autre a accepté ce défi en premier.
error-outside-rating-range = Ce défi est pour les joueurs classés { $range } ; votre classement en { $kind } est { $rating }.
error-empty-rating-range = Le classement minimum est au-dessus du maximum.
error-rating-limit-range = Une limite de classement doit être entre { $min } et { $max } ; { $given } ne l’est pas.
error-not-challenger = Seul { $challenger } peut annuler ce défi.
error-self-challenge = Vous ne pouvez pas vous défier vous-même.
error-invalid-move-hours = Le temps par coup doit être entre 1 et { $max } { $max ->
        [one] heure
       *[other] heures
    }.
error-invalid-page = Cette page n'existe pas ; les pages vont de 1 à { $last }.
error-too-late-to-abort = Une partie ne peut être annulée qu'avant que les deux joueurs aient joué ; abandonnez plutôt.
error-tournament-game-abort = Une partie de tournoi ne peut pas être annulée : chaque partie y compte ; abandonnez plutôt.
error-draw-already-offered = Vous avez déjà proposé la nulle dans cette partie ; elle attend une réponse.
error-no-draw-offer = Il n'y a pas de proposition de nulle à laquelle répondre dans cette partie.
error-not-your-offer-to-answer = Seul { $opponent } peut répondre à cette demande.
error-takeback-pending = Une demande de reprise attend déjà une réponse dans cette partie.
error-cannot-take-back = Vous ne pouvez reprendre que votre dernier coup, et seulement avant la réponse de { $opponent }.
error-no-takeback-request = Il n'y a pas de demande de reprise à laquelle répondre dans cette partie (un coup joué depuis l'annule).
error-resign-outdated = La partie a avancé depuis votre demande ; utilisez /abandonner à nouveau.
error-position-changed = La position a changé depuis l'ouverture de ce sélecteur, rien n'a été joué ; appuyez sur Jouer sous le dernier plateau.
error-request-outdated = La partie a avancé depuis cette demande ; elle ne s'applique plus.
error-out-of-time = Votre temps dans cette partie est écoulé ; elle est perdue au temps.
error-conflict = Quelqu'un d'autre a modifié cette partie au même moment ; veuillez réessayer.
error-storage = La modification n'a pas pu être enregistrée ; rien n'a changé, veuillez réessayer.
error-database-away = Ma base de données n'a pas répondu ; rien n'a été enregistré, veuillez réessayer dans une minute.
error-maybe-saved = Ma base de données a cessé de répondre pendant l'enregistrement ; la modification est peut-être enregistrée, peut-être pas : vérifiez dans une minute avant de réessayer.
move-not-saved = Votre coup { $move } n'a pas été enregistré : ma base de données est indisponible ; rejouez-le dans une minute.
move-maybe-saved = Ma base de données a cessé de répondre pendant l'enregistrement de votre coup { $move } ; il est peut-être enregistré, peut-être pas : dans une minute, regardez la partie avec /partie et ne le rejouez que s'il n'y est pas.
error-move-too-long = Un coup fait au plus { $max } { $max ->
        [one] caractère
       *[other] caractères
    }.
error-move-characters = Un coup n'utilise que des lettres, des chiffres, des espaces et des tirets, comme d4 ou e2-d3.
error-move-empty = Le coup est vide.
error-page-size = Une page contient de 1 à { $max } { $max ->
        [one] élément
       *[other] éléments
    }.
error-bank-initial = Une réserve de temps commence avec entre 1 heure et 30 jours.
error-bank-increment = Le temps ajouté après chaque coup est entre 0 et 7 jours.
error-bank-cap = Le plafond d'une réserve de temps est entre son départ ({ $initial }) et 30 jours.
error-bank-with-move-hours = Choisissez soit un temps par coup, soit une réserve de temps, pas les deux.
error-vacation-days = Des vacances durent de 1 à { $max } { $max ->
        [one] jour
       *[other] jours
    }.
error-already-on-vacation = Vous êtes déjà en vacances jusqu'au { $until } ; terminez-les d'abord pour en commencer d'autres.
error-not-on-vacation = Vous n'êtes pas en vacances.
error-vacation-allowance-used = Il vous reste { $left } de vacances en { $year } (le quota est de { $allowance } jours par an).
error-deadline-too-close = Votre échéance dans la partie #{ $game } est dans moins d'une heure ; jouez-y d'abord.

## L'adaptateur

error-discord = Discord n'a pas accepté mon message ; veuillez réessayer.
error-render = Le dessin du plateau a échoué ; le coup lui-même est enregistré.
too-quickly = Vous envoyez des commandes trop vite ; patientez un instant.
button-outdated = Ce bouton n'est plus utilisé.
pick-a-game = Choisissez une partie dans la liste, ou donnez son numéro, par exemple 12.
no-game-to-move = Vous n'avez aucune partie où c'est votre tour ; choisissez-en une avec l'option `partie`.
many-games-to-move = C'est votre tour dans { $count } { $count ->
        [one] partie
       *[other] parties
    } ({ $games }) : choisissez-en une avec l'option `partie`.
move-saved-board-not-posted = Votre coup est enregistré, mais Discord n'a pas pris son plateau : { $error } Le plateau sera publié ici dès que Discord le prendra ; ou utilisez /plateau.

## Durées

duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
duration-days-hours = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } { $hours } h

## Options des commandes

no-game-in-progress = Vous n'avez aucune partie en cours.
several-games = Vous jouez plusieurs parties : choisissez-en une avec l'option `partie`.
bad-level = Le niveau doit être un nombre de 1 à 5, pas « { $level } ».
bots-cannot-play = Les bots ne jouent pas ; défiez une personne, ou moi pour jouer contre mon moteur.
move-hours-range = `heures_par_coup` doit être entre 0 et 336.
rating-limits-open-only = Les limites de classement sont pour les défis ouverts ; omettez l'adversaire pour en publier un.
clock-custom-needs-bank = `pendule:personnalisé` demande `heures_réserve` (et éventuellement `heures_ajoutées`, `heures_max`).
bank-values-custom-only = `heures_réserve`, `heures_ajoutées` et `heures_max` vont seulement avec `pendule:personnalisé`.
custom-bank-needs-hours = Une réserve de temps personnalisée demande heures_réserve, le temps de départ de chaque joueur.
leaderboard-needs-server = Le classement du serveur demande un serveur ; utilisez portée:tout le monde ici.
ply-out-of-range = La partie { $game } compte { $total } { $total ->
        [one] coup
       *[other] coups
    } ; choisissez une valeur de `coups` de 0 (le départ) à { $total }.

## Où jouer

people-game-needs-the-bot = Une partie entre deux personnes se joue dans un fil d'un serveur où je suis ; ajoutez-moi à un serveur (mon profil → Ajouter l'app → Ajouter au serveur) et lancez le défi là-bas. Ici, vous pouvez jouer contre mon moteur : `/défi moteur`.
engine-needs-the-bot = Je ne peux pas publier de plateau ici ; jouez contre mon moteur en message privé avec moi, ou ajoutez-moi à ce serveur (mon profil → Ajouter l'app → Ajouter au serveur).
error-forget-changed = { $running } de vos parties { $running ->
        [one] est
       *[other] sont
    } en cours maintenant, pas comme annoncé ; utilisez de nouveau /données oublier.
error-player-forgotten = Ce joueur a fait effacer ses données à sa demande ; on ne peut pas lui proposer de revanche.
error-premove-engine = Les coups conditionnels sont pour les parties entre personnes ; le moteur répond de toute façon aussitôt.
error-premove-your-turn = C'est à vous de jouer : jouez d'abord votre coup, puis prévoyez vos réponses à sa réplique.
error-premove-too-short = Une ligne demande le coup de votre adversaire et votre réponse, comme `c4 d5`.
error-premove-too-long = Une ligne compte au plus { $max } { $max ->
        [one] coup
       *[other] coups
    }.
error-premove-ends-with-opponent = Une ligne se termine par votre réponse : le coup { $index }, { $notation }, est celui de votre adversaire et n'en a pas.
error-premove-too-many = Vous avez déjà { $max } { $max ->
        [one] ligne
       *[other] lignes
    } dans cette partie ; effacez-les d'abord avec `/coups-prévus effacer`.
error-premove-illegal = Le coup { $index } ({ $notation }) ne peut pas être joué là. { $reason }
error-premove-after-end = Coup { $index }, { $notation } : la partie est déjà finie avant lui.
error-premove-turn-skipped = Coup { $index }, { $notation } : un passe est forcé juste avant, donc les coups de la ligne n'alternent plus.
error-premove-conflict = Coup { $index }, { $notation } : votre ligne { $line } répond aux mêmes coups par { $answer } ; effacez vos lignes pour la changer.
error-explore-from = Ce coup n'existe pas : cette partie compte { $max } { $max ->
        [one] coup
       *[other] coups
    } pour l'instant (`depuis` va de 0 à { $max }).

error-not-taking-challenges = { $name } n'accepte pas de défis de votre part en ce moment.
error-block-self = Vous ne pouvez pas vous bloquer vous-même.
error-block-too-many = Vous bloquez déjà { $limit } { $limit ->
        [one] joueur
       *[other] joueurs
    }, le maximum ; débloquez-en un avec `/débloquer` d'abord.
