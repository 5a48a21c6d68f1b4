# Le bouton Jouer sous un plateau, et le sélecteur privé qu'il ouvre.

board-move-button = Jouer
picker-heading = **{ $title }** · à vous de jouer (coup { $number }).
picker-chosen = Choisi : { $path }
picker-choose-abande = Posez une pièce, déplacez une pile ou passez
picker-choose-abalone = Choisissez une bille
picker-choose-column = Choisissez une colonne
picker-choose-point = Choisissez où poser la pièce
picker-choose-target = Choisissez la pile à prendre
picker-choose-group = Choisissez les billes qui bougent ensemble
picker-choose-move = Choisissez la direction
picker-enter = Poser une pièce de la réserve
picker-column = Colonne { $column }
picker-stack = Pile en { $point } (hauteur { $height })
picker-marble = Bille en { $point }
picker-lands = arrive en { $points }
picker-options = { $count } coups
picker-preview = **{ $title }** · aperçu de **{ $notation }** : { $description }. Rien n'est joué avant que vous appuyiez sur Jouer.
picker-preview-title = { $title } · aperçu
picker-play = Jouer { $notation }
picker-back = Retour
picker-whose-turn = Dans **{ $title }**, c'est au tour de { $player } ({ $color ->
        [black] Noir
       *[white] Blanc
    }) ; lui seul peut jouer maintenant.
