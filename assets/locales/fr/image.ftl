# Les mots de l'image du plateau.

image-black-wins = Noir gagne · { $moves } coups
image-white-wins = Blanc gagne · { $moves } coups
image-draw = Nulle · { $moves } coups
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
image-end-marbles = { $winner } gagne : { $count } billes éjectées
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
