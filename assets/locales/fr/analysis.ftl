# Descriptions lisibles des coups.

move-enter = entre, encore { $reserve } en main
move-stack = pile de { $height } sur { $onto }, prise
move-pass = passe
move-inline = { $marbles } en ligne
move-push = pousse { $pushed } avec { $marbles }
move-pushed-off = { $description }, en éjecte { $off }
move-broadside = latéral de { $marbles }
move-label = { $notation } : { $description }
board-played-described = { $color ->
        [black] Noir
       *[white] Blanc
    } a joué **{ $notation }** : { $description }

## /analyse et le bouton Analyser

analyse-button = Analyser
analysis-progress = ⏳ Analyse de la partie n° { $game } : coup { $ply } sur { $plies }…
analysis-header = **Analyse de la partie n° { $game }** ({ $kind }) : { $black } contre { $white }, { $plies } { $plies ->
        [one] coup
       *[other] coups
    }, chaque position cherchée au niveau 4 ; pertes en { $unit ->
        [marbles] billes
       *[points] points
    }.
analysis-player-name = { $player } ({ $color ->
        [black] Noir
       *[white] Blanc
    })
analysis-summary = { $player } : perte moyenne { $average } par coup, précision { $accuracy } % · { $inaccuracies ->
        [one] 1 imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] 1 erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] 1 gaffe
       *[other] { $blunders } gaffes
    }
analysis-mistakes = **Erreurs** (imprécision dès { $inaccuracy }, erreur dès { $mistake }, gaffe dès { $blunder }) :
analysis-no-mistakes = Aucune imprécision, erreur ni gaffe.
analysis-mistake = **{ $ply }.** { $player } a joué { $played }, mieux : { $best } : −{ $loss } · { $grade }
analysis-more = … et { $count } de plus
grade-inaccuracy = imprécision
grade-mistake = erreur
grade-blunder = gaffe
analysis-chart-title = Partie n° { $game } : { $black } contre { $white }
analysis-chart-ahead = { $player } ({ $color ->
        [black] Noir
       *[white] Blanc
    }) devant
analysis-chart-unit = { $unit ->
        [marbles] billes
       *[points] points
    }
analysis-chart-turning = tournant
analysis-live-between-people = Pas d'analyse tant que des personnes jouent encore cette partie (pas d'aide en cours de jeu) : redemandez une fois qu'elle est finie.
analysis-running = Cette partie est en cours d'analyse : son analyse est publiée dès qu'elle est prête.
analysis-failed = L'analyse n'a pas pu tourner ({ $error }) ; réessayez plus tard.
analysis-queued = ⏳ L'analyse de la partie n° { $game } est { NUMBER($place, type: "ordinal") ->
        [one] { $place }re
       *[other] { $place }e
    } dans la file…
analysis-capped = Analyse { $analysed ->
        [one] du premier coup
       *[other] des { $analysed } premiers coups
    } sur { $plies } (les analyses s'arrêtent à { $analysed } { $analysed ->
        [one] coup
       *[other] coups
    }).
analysis-already-queued = Votre analyse de la partie n° { $game } est déjà en attente ou en cours : une à la fois par personne. Redemandez une fois qu'elle est publiée.
analysis-queue-full = Trop d'analyses attendent : la vôtre aurait pris environ { $minutes } min. Redemandez plus tard.
analysis-stopped = L'analyse s'est arrêtée car sa réponse ne pouvait plus être mise à jour ; ce qui a été cherché est gardé : redemandez pour la terminer.
analysis-stopped-shutdown = L'analyse s'est arrêtée car je redémarre ; ce qui a été cherché est gardé : redemandez dans une minute pour la terminer.
analyse-which-game = Quelle partie ? Choisissez-la avec l'option partie, ou utilisez /analyser dans le fil de la partie.
analyse-choice = n° { $game } · { $kind } contre { $opponent } · { $state }
analyse-won = gagnée { $ago }
analyse-lost = perdue { $ago }
analyse-drawn = nulle { $ago }
analyse-ended = finie { $ago }
analyse-playing = en cours
ago-minutes = { $count ->
        [one] il y a 1 minute
       *[other] il y a { $count } minutes
    }
ago-hours = { $count ->
        [one] il y a 1 heure
       *[other] il y a { $count } heures
    }
ago-days = { $count ->
        [one] il y a 1 jour
       *[other] il y a { $count } jours
    }
game-analysed = 🔍 Analysée : /analyser partie:{ $game } l'affiche.
game-analysed-partly = 🔍 Analysée en partie : { $analysed } { $analysed ->
        [one] coup
       *[other] coups
    } sur { $plies } (l'analyse s'est arrêtée là) ; /analyser partie:{ $game } l'affiche.
game-hinted = 💡 Avec indices : { $count ->
        [one] le moteur a suggéré 1 coup
       *[other] le moteur a suggéré { $count } coups
    } dans cette partie.

## /indice

hint-suggestion = 💡 Dans la partie n° { $game }, le moteur jouerait { $suggestion } ; son évaluation : { $eval } { $unit ->
        [marbles] billes
       *[points] points
    } pour vous. La partie est désormais marquée comme jouée avec indice.
hint-not-against-engine = Les indices ne sont donnés que dans les parties contre moi, pas entre personnes.
hint-not-your-turn = Un indice n'est donné qu'au joueur qui a le trait, à son tour.
