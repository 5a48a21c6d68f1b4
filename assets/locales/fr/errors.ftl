# Refus : pourquoi un coup, une commande ou un bouton n'a pas été accepté.

## Écrire un coup

move-form-abande = écrivez une intersection pour entrer une pièce (d4), deux intersections pour déplacer une pile (e2-d3), ou pass
move-form-abalone = écrivez un coup en ligne avec deux points (a1b2) ou un coup latéral avec trois (c6c7d6)
syntax-error = impossible de lire « { $shown } » comme un coup
syntax-error-detail = impossible de lire « { $shown } » comme un coup ({ $detail })
syntax-too-long = trop long
syntax-empty = vide
syntax-unexpected-character = caractère inattendu
syntax-number-too-long = nombre trop long
syntax-letter-without-number = une lettre doit être suivie d'un nombre
syntax-too-many-points = trop de points
syntax-no-points = aucun point
syntax-other-game = un coup d'un autre jeu
refusal-with-form = { $reason } : { $form }

## Abande

illegal-game-over = la partie est terminée
illegal-abande-off-board = il n'y a pas d'intersection { $point } sur ce tablier
illegal-abande-wrong-shape = écrivez un coup comme une intersection pour entrer une pièce (d4), deux intersections pour déplacer une pile (e2-d3), ou pass
illegal-abande-occupied = { $point } est déjà occupée
illegal-abande-not-adjacent-to-band = { $point } ne touche pas la bande : une nouvelle pièce doit toucher une pièce déjà sur le tablier
illegal-abande-no-pieces-in-hand = vous n'avez plus de pièces en main : déplacez une pile ou passez
illegal-abande-moving-not-allowed-yet = les piles ne peuvent se déplacer qu'après l'entrée de la deuxième pièce de Noir
illegal-abande-empty-source = il n'y a pas de pile en { $point }
illegal-abande-not-your-stack = la pile en { $point } n'est pas à vous
illegal-abande-target-empty = { $point } est vide : une pile ne peut aller que sur une pile adverse
illegal-abande-target-own = { $point } est votre propre pile : une pile ne peut aller que sur une pile adverse
illegal-abande-not-adjacent = { $to } n'est pas voisine de { $from } : les piles avancent d'un pas
illegal-abande-too-high = déplacer la pile de { $from_height } en { $from } sur la pile de { $to_height } en { $to } lui donnerait une hauteur de { $height } ; une pile a au plus 3 pièces
illegal-abande-splits-band = déplacer { $from } couperait la bande : { $cut_off } { $count ->
        [one] serait isolée
       *[other] seraient isolées
    }
illegal-abande-pass-with-pieces = vous ne pouvez pas passer tant qu'il vous reste { $count } { $count ->
        [one] pièce
       *[other] pièces
    } en main

## Abalone

illegal-abalone-no-pass = on ne passe pas à l'Abalone
illegal-abalone-wrong-point-count = écrivez un coup en ligne avec deux points (a1b2) ou un coup latéral avec trois (c6c7d6)
illegal-abalone-no-such-point = il n'y a pas de case { $point } sur le plateau
illegal-abalone-not-neighbours = { $first } et { $second } ne sont pas voisines
illegal-abalone-same-point = { $point } est nommée deux fois
illegal-abalone-empty = { $point } est vide
illegal-abalone-not-your-marble = { $point } n'est pas une de vos billes
illegal-abalone-not-in-line = { $first } et { $second } ne sont pas sur une même ligne de billes voisines
illegal-abalone-too-many-marbles = une ligne de plus de trois billes ne peut pas bouger ({ $line })
illegal-abalone-off-board = { $point } sortirait du plateau
illegal-abalone-own-marble-off-board = vous ne pouvez pas pousser votre propre bille hors du plateau
illegal-abalone-single-cannot-push = une bille seule ne peut pas pousser : { $point } est occupée
illegal-abalone-outnumbered = { $pushers } ne peuvent pas en pousser { $defenders ->
        [3] 3 ou plus
       *[other] { $defenders }
    }
illegal-abalone-sandwiched = { $count ->
        [one] la bille { $color ->
            [black] noire
           *[white] blanche
        } en { $marbles } est prise en sandwich par votre bille en { $blocker } et ne peut pas être poussée
       *[other] les billes { $color ->
            [black] noires
           *[white] blanches
        } en { $marbles } sont prises en sandwich par votre bille en { $blocker } et ne peuvent pas être poussées
    }
illegal-abalone-occupied = { $point } est occupée
illegal-abalone-broadside-cannot-push = un coup latéral ne peut pas pousser : { $point } est occupée
illegal-abalone-along-the-line = avancer le long de la ligne est un coup en ligne : écrivez { $text }
marbles-and = { $first } et { $second }

## Le service de jeu

error-game-not-found = il n'y a pas de partie { $game }
error-challenge-not-found = il n'y a pas de défi { $challenge }
error-not-your-game = vous ne jouez pas dans cette partie
error-not-your-turn = ce n'est pas votre tour ; c'est à { $to_move } de jouer
error-game-over = cette partie est terminée
error-challenge-expired = ce défi a expiré
error-challenge-closed = ce défi n'est plus ouvert (il a été { $status ->
        [accepted] accepté
        [declined] refusé
        [cancelled] annulé
       *[expired] expiré
    })
error-not-challenged = seul { $opponent } peut répondre à ce défi
error-game-not-over = la partie est encore en cours
error-no-rematch-with-engine = pour rejouer contre mon moteur, défiez-moi avec /défi
error-rematch-pending = vous avez déjà demandé cette revanche ; elle attend votre adversaire
error-challenge-taken = quelqu'un d'autre a accepté ce défi en premier
error-outside-rating-range = ce défi est pour les joueurs classés { $range } ; votre classement en { $kind } est { $rating }
error-empty-rating-range = le classement minimum est au-dessus du maximum
error-rating-limit-range = une limite de classement doit être entre { $min } et { $max } ; { $given } ne l’est pas
error-not-challenger = seul { $challenger } peut annuler ce défi
error-self-challenge = vous ne pouvez pas vous défier vous-même
error-invalid-move-hours = le temps par coup doit être entre 1 et { $max } { $max ->
        [one] heure
       *[other] heures
    }
error-invalid-page = cette page n'existe pas ; les pages vont de 1 à { $last }
error-too-late-to-abort = une partie ne peut être annulée qu'avant que les deux joueurs aient joué ; abandonnez plutôt
error-tournament-game-abort = une partie de tournoi ne peut pas être annulée : chaque partie y compte ; abandonnez plutôt
error-draw-already-offered = vous avez déjà proposé la nulle dans cette partie ; elle attend une réponse
error-no-draw-offer = il n'y a pas de proposition de nulle à laquelle répondre dans cette partie
error-not-your-offer-to-answer = seul { $opponent } peut répondre à cette demande
error-takeback-pending = une demande de reprise attend déjà une réponse dans cette partie
error-cannot-take-back = vous ne pouvez reprendre que votre dernier coup, et seulement avant la réponse de { $opponent }
error-no-takeback-request = il n'y a pas de demande de reprise à laquelle répondre dans cette partie (un coup joué depuis l'annule)
error-resign-outdated = la partie a avancé depuis votre demande ; utilisez /abandonner à nouveau
error-position-changed = la position a changé depuis l'ouverture de ce sélecteur, rien n'a été joué ; appuyez sur Jouer sous le dernier plateau
error-request-outdated = la partie a avancé depuis cette demande ; elle ne s'applique plus
error-out-of-time = votre temps dans cette partie est écoulé ; elle est perdue au temps
error-conflict = quelqu'un d'autre a modifié cette partie au même moment ; veuillez réessayer
error-storage = la modification n'a pas pu être enregistrée ; rien n'a changé, veuillez réessayer
error-database-away = la base de données du bot n'a pas répondu ; rien n'a été enregistré, veuillez réessayer dans une minute
error-maybe-saved = la base de données du bot a cessé de répondre pendant l'enregistrement ; la modification est peut-être enregistrée, peut-être pas : vérifiez dans une minute avant de réessayer
move-not-saved = votre coup { $move } n'a pas été enregistré : la base de données du bot est indisponible ; rejouez-le dans une minute
move-maybe-saved = la base de données du bot a cessé de répondre pendant l'enregistrement de votre coup { $move } ; il est peut-être enregistré, peut-être pas : dans une minute, regardez la partie avec /partie et ne le rejouez que s'il n'y est pas
error-move-too-long = un coup fait au plus { $max } { $max ->
        [one] caractère
       *[other] caractères
    }
error-move-characters = un coup n'utilise que des lettres, des chiffres, des espaces et des tirets, comme d4 ou e2-d3
error-move-empty = le coup est vide
error-page-size = une page contient de 1 à { $max } { $max ->
        [one] élément
       *[other] éléments
    }
error-bank-initial = une réserve de temps commence avec entre 1 heure et 30 jours
error-bank-increment = le temps ajouté après chaque coup est entre 0 et 7 jours
error-bank-cap = le plafond d'une réserve de temps est entre son départ ({ $initial }) et 30 jours
error-bank-with-move-hours = choisissez soit un temps par coup, soit une réserve de temps, pas les deux
error-vacation-days = des vacances durent de 1 à { $max } { $max ->
        [one] jour
       *[other] jours
    }
error-already-on-vacation = vous êtes déjà en vacances jusqu'au { $until } ; terminez-les d'abord pour en commencer d'autres
error-not-on-vacation = vous n'êtes pas en vacances
error-vacation-allowance-used = il vous reste { $left } de vacances en { $year } (le quota est de { $allowance } jours par an)
error-deadline-too-close = votre échéance dans la partie #{ $game } est dans moins d'une heure ; jouez-y d'abord

## L'adaptateur

error-discord = Discord n'a pas accepté le message du bot ; veuillez réessayer
error-render = le dessin du plateau a échoué ; le coup lui-même est enregistré
too-quickly = vous envoyez des commandes trop vite ; patientez un instant
button-outdated = ce bouton n'est plus utilisé
pick-a-game = choisissez une partie dans la liste, ou donnez son numéro, par exemple 12
no-game-to-move = vous n'avez aucune partie où c'est votre tour ; choisissez-en une avec l'option `partie`
many-games-to-move = c'est votre tour dans { $count } { $count ->
        [one] partie
       *[other] parties
    } ({ $games }) : choisissez-en une avec l'option `partie`
move-saved-board-not-posted = votre coup est enregistré, mais Discord n'a pas pris le plateau ({ $error }) ; il sera publié ici dès que Discord le prendra, ou utilisez /plateau

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

no-game-in-progress = vous n'avez aucune partie en cours
several-games = vous jouez plusieurs parties : choisissez-en une avec l'option `partie`
bad-level = le niveau doit être un nombre de 1 à 5, pas « { $level } »
bots-cannot-play = les bots ne jouent pas ; défiez une personne, ou moi pour jouer contre mon moteur
move-hours-range = heures_par_coup doit être entre 0 et 336
rating-limits-open-only = les limites de classement sont pour les défis ouverts ; omettez l'adversaire pour en publier un
clock-custom-needs-bank = pendule:personnalisé demande heures_réserve (et éventuellement heures_ajoutées, heures_max)
bank-values-custom-only = heures_réserve, heures_ajoutées et heures_max vont seulement avec pendule:personnalisé
custom-bank-needs-hours = une réserve de temps personnalisée demande heures_réserve, le temps de départ de chaque joueur
leaderboard-needs-server = le classement du serveur demande un serveur ; utilisez portée:tout le monde ici
ply-out-of-range = la partie { $game } compte { $total } { $total ->
        [one] coup
       *[other] coups
    } ; choisissez une valeur de `coups` de 0 (le départ) à { $total }

## Où jouer

people-game-needs-the-bot = une partie entre deux personnes se joue dans un fil d'un serveur où je suis ; ajoutez-moi à un serveur (mon profil → Ajouter l'app → Ajouter au serveur) et lancez le défi là-bas. Ici, vous pouvez jouer contre mon moteur : `/défi moteur`
engine-needs-the-bot = je ne peux pas publier de plateau ici ; jouez contre mon moteur en message privé avec moi, ou ajoutez-moi à ce serveur (mon profil → Ajouter l'app → Ajouter au serveur)
error-forget-changed = { $running } de vos parties { $running ->
        [one] est
       *[other] sont
    } en cours maintenant, pas comme annoncé ; utilisez de nouveau /données oublier
error-player-forgotten = ce joueur a fait effacer ses données à sa demande ; on ne peut pas lui proposer de revanche
error-premove-engine = les coups conditionnels sont pour les parties entre personnes ; le moteur répond de toute façon aussitôt
error-premove-your-turn = c'est à vous de jouer : jouez d'abord votre coup, puis prévoyez vos réponses à sa réplique
error-premove-too-short = une ligne demande le coup de votre adversaire et votre réponse, comme `c4 d5`
error-premove-too-long = une ligne compte au plus { $max } { $max ->
        [one] coup
       *[other] coups
    }
error-premove-ends-with-opponent = une ligne se termine par votre réponse : le coup { $index }, { $notation }, est celui de votre adversaire et n'en a pas
error-premove-too-many = vous avez déjà { $max } { $max ->
        [one] ligne
       *[other] lignes
    } dans cette partie ; effacez-les d'abord avec `/coups-prévus effacer`
error-premove-illegal = coup { $index }, { $notation } : { $reason }
error-premove-after-end = coup { $index }, { $notation } : la partie est déjà finie avant lui
error-premove-turn-skipped = coup { $index }, { $notation } : un passe est forcé juste avant, donc les coups de la ligne n'alternent plus
error-premove-conflict = coup { $index }, { $notation } : votre ligne { $line } répond aux mêmes coups par { $answer } ; effacez vos lignes pour la changer
error-explore-from = ce coup n'existe pas : cette partie compte { $max } { $max ->
        [one] coup
       *[other] coups
    } pour l'instant (`depuis` va de 0 à { $max })

error-not-taking-challenges = { $name } n'accepte pas de défis de votre part en ce moment.
error-block-self = Vous ne pouvez pas vous bloquer vous-même.
error-block-too-many = Vous bloquez déjà { $limit } { $limit ->
        [one] joueur
       *[other] joueurs
    }, le maximum ; débloquez-en un avec `/débloquer` d'abord.
