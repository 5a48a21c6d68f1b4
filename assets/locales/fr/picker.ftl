# Le bouton Jouer sous un plateau, et le sélecteur privé qu'il ouvre.

board-move-button = Jouer
picker-heading = **{ $title }** · à vous de jouer (coup { $number }).
picker-chosen = Choisi : { $path }
picker-choose-abande = Entrez une pièce, déplacez une pile ou passez
picker-choose-abalone = Choisissez une bille
picker-choose-column = Choisissez une colonne
picker-choose-point = Choisissez où entrer la pièce
picker-choose-target = Choisissez la pile à prendre
picker-choose-group = Choisissez les billes qui bougent ensemble
picker-choose-move = Choisissez la direction
picker-enter = Entrer une pièce de votre main
picker-column = Colonne { $column }
picker-stack = Pile en { $point } (hauteur { $height })
picker-marble = Bille en { $point }
picker-lands = arrive en { $points }
picker-options = { $count } { $count ->
        [one] coup
       *[other] coups
    }
picker-preview = **{ $title }** · aperçu de **{ $notation }** : { $description }. Rien n'est joué avant que vous appuyiez sur Jouer.
picker-preview-title = { $title } · aperçu
picker-play = Jouer { $notation }
picker-back = Retour
picker-whose-turn = Dans **{ $title }**, c'est au tour de { $player } ({ $color ->
        [black] Noir
       *[white] Blanc
    }) ; lui seul peut jouer maintenant.
board-explore-button = Explorer
board-text-button = Texte
explore-modal-title = Explorer la partie { $game } en privé
explore-modal-moves = Coups à essayer, depuis la position actuelle
explore-modal-placeholder = ex. d4 e2-d3 (rien n'est joué)
explore-picture-title = { $title } · exploration
explore-shown = **{ $title }** · exploration { $from ->
        [0] depuis le début
        [one] après { $from } coup
       *[other] après { $from } coups
    } : { $moves }. Rien n'est joué.
explore-no-moves = aucun coup (la position telle qu'elle était)
explore-no-engine = Pas d'évaluation du moteur pendant une partie en cours entre personnes.
picker-preview-ends = 🏁 Ce coup termine la partie : { $result }
