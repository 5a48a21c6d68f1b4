# Les mots de l'image du plateau.

image-black-wins = Noir gagne · { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
image-white-wins = Blanc gagne · { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
image-draw = Nulle · { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
image-move = Coup { $number }
image-move-last = Coup { $number } · dernier { $last }
image-time = temps { $clock }
image-in-hand = en main { $count }
image-score = score { $score }
image-pushed-off = éjectées { $count } / 6
image-winner = GAGNANT
image-to-move = AU TRAIT

# Comment une partie finie s'est terminée, en tête et sous le plateau.
image-aborted = Annulée
image-end-points = { $winner } gagne aux points, { $won } à { $lost }
image-end-points-draw = Nulle aux points, { $score } partout
image-end-marbles = { $winner } gagne : { $count } { $count ->
        [one] bille éjectée
       *[other] billes éjectées
    }
image-end-won = { $winner } gagne
image-end-draw = Partie nulle
image-end-resigned = { $loser } abandonne : { $winner } gagne
image-end-timeout = { $loser } a dépassé le temps : { $winner } gagne
image-end-agreed = Nulle par accord mutuel
image-end-adjudicated-win = Décidé par un modérateur : { $winner } gagne
image-end-adjudicated-draw = Décidé par un modérateur : nulle
image-end-aborted = Annulée : la partie n'a pas de résultat
image-end-over = Partie terminée

# Le graphique de classement de /stats : son axe du temps et sa zone ombrée.
chart-start = début
chart-band = ± écart de classement (zone ombrée)
chart-date = { $day } { $month ->
        [1] janv.
        [2] févr.
        [3] mars
        [4] avr.
        [5] mai
        [6] juin
        [7] juil.
        [8] août
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] déc.
    }
chart-date-year = { $day } { $month ->
        [1] janv.
        [2] févr.
        [3] mars
        [4] avr.
        [5] mai
        [6] juin
        [7] juil.
        [8] août
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] déc.
    } { $year }

# Les descriptions des images (texte alternatif), lues par les lecteurs
# d'écran : ce qu'un joueur voyant lit sur chaque image.
alt-player = { $name } ({ $color ->
        [black] Noir
       *[white] Blanc
    })
alt-board = Plateau de { $title }, { $kind } : { $black } contre { $white }.
alt-board-turn = Après { $played } { $played ->
        [one] coup
       *[other] coups
    }, { $player } joue le coup { $number }.
alt-board-moves = { $played } { $played ->
        [one] coup joué
       *[other] coups joués
    }.
alt-board-last = Dernier coup : { $player } a joué { $notation }{ $what }.
alt-board-over = Position finale après { $moves } { $moves ->
        [one] coup
       *[other] coups
    }. { $result }.
alt-board-abande = Pièces en main : Noir { $black_hand }, Blanc { $white_hand }. Score : Noir { $black }, Blanc { $white }.
alt-board-abalone = Billes éjectées : par Noir { $black } sur { $max }, par Blanc { $white } sur { $max }.
alt-replay = Rejeu animé de { $title }, { $kind } : { $black } contre { $white }, une image par coup, { $moves } { $moves ->
        [one] coup
       *[other] coups
    }.
alt-rating-chart = Courbe des classements de { $player } au fil du temps, une ligne par jeu, l'écart de classement ombré autour.
alt-rating-series = { $game } : { $games } { $games ->
        [one] partie classée
       *[other] parties classées
    }, de { $first } à { $last }, au plus bas { $low }, au plus haut { $high }.
alt-eval-chart = { $title } : courbe de l'évaluation du moteur après { $plies ->
        [one] son seul coup
       *[other] chacun des { $plies } coups
    }, en { $unit } ; au-dessus de la ligne du milieu { $black_ahead }, en dessous { $white_ahead }.
alt-eval-lead = { $side } d'au plus { $amount } (coup { $ply }).
alt-eval-end = Après le coup { $ply } : { $side } de { $amount }.
alt-eval-end-even = Après le coup { $ply } : égalité.
alt-eval-turning = Tournants marqués aux coups { $plies }.
alt-standings = Classement de { $title } : { $status }.
alt-standings-row = { $rank }. { $name } : { $points } { $points_value ->
        [one] point
       *[other] points
    }, { $games } { $games ->
        [one] partie
       *[other] parties
    }, { $tie_break_name } { $tie_break }.
alt-explored = Une position explorée { $from ->
        [0] depuis le début de la partie
        [one] après { $from } coup de la partie
       *[other] après { $from } coups de la partie
    } et les coups essayés, non jouée.
