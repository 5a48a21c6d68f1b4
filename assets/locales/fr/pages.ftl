# Ce qu'une commande montre à son utilisateur, dans sa langue.

kind-abande-hex = Abande (plateau hexagonal)
kind-abande-square = Abande (plateau carré)
kind-abande-snub = Abande (plateau carré adouci)
kind-abalone = Abalone (position de départ standard)
kind-abalone-belgian = Abalone (marguerite belge)
kind-abalone-german = Abalone (marguerite allemande)

turn-yours = à vous
turn-theirs = à l'adversaire
game-in-progress = en cours
game-finished = terminée
autocomplete-game = #{ $game } { $kind } contre { $opponent } ({ $state })

page-previous = ◀ Précédente
page-next = Suivante ▶

## /games

games-none = Vous n'avez aucune partie en cours. Lancez-en une avec `/défi`.
games-active = Vos parties en cours ({ $count }) :
dashboard-header-paged = Vos parties en cours ({ $count }), page { $page } sur { $pages } :
dashboard-your-turn = **À vous de jouer** ({ $count }), le moins de temps restant d'abord :
dashboard-their-turn = À vos adversaires de jouer ({ $count }) :
# $deadline is dashboard-deadline or dashboard-no-deadline, $bank " · " and dashboard-bank or nothing, $link " · " and the game's thread or nothing.
dashboard-line = { $game } { $kind } contre { $opponent } · { $deadline }{ $bank }{ $link }
# $when is a Discord timestamp, shown as "in 3 hours" in the reader's own language.
dashboard-deadline = { $whose ->
        [yours] à jouer { $when }
       *[theirs] l'adversaire doit jouer { $when }
    }
dashboard-no-deadline = sans limite de temps
dashboard-bank = votre réserve de temps : { $left }
games-pending = Défis en attente ({ $count }) :
pending-open = { $challenge } { $kind } · ouvert à tous · expire <t:{ $expires }:R>{ $link }
pending-to = { $challenge } { $kind } · à { $player } · expire <t:{ $expires }:R>{ $link }
pending-from = { $challenge } { $kind } · de { $player } · expire <t:{ $expires }:R>{ $link }

## /history

history-header = Parties terminées{ $kind } de { $player }{ $against } (page { $page } sur { $pages }) :
history-of-kind = { " " }d'{ $kind }
history-against = { " " }contre { $opponent }
history-empty = Pas encore de partie terminée pour { $player }.
history-result = { $result ->
        [aborted] annulée
        [draw] nulle
        [won] gagnée
        [lost] perdue
       *[none] sans résultat
    }
history-color-won = { $color ->
        [black] Noir
       *[white] Blanc
    } a gagné
history-line = { $game } · { $kind } · contre { $opponent } · { $result }{ $how }{ $score }{ $date } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
ended-by = { " " }{ $how ->
        [score] aux points
        [resignation] par abandon
        [timeout] au temps
        [agreement] par accord
        [adjudication] par décision d'un modérateur
       *[abort] par annulation
    }

## /game, /replay, /export

game-summary = **{ $title }** · { $kind }{ $engine }
    Noir : { $black } · Blanc : { $white }
    État : { $status }{ $ended }
    Coups joués ({ $moves }) :
game-vs-engine = contre mon moteur, niveau { $level }
game-status-to-move = en cours, { $player } au trait
game-status-finished = terminée : { $outcome }
game-status-aborted = annulée (sans résultat)
game-ended = { " " }· finie le <t:{ $at }:d>
outcome-win = { $player } ({ $color ->
        [black] Noir
       *[white] Blanc
    }) a gagné{ $how }{ $score }
outcome-draw = partie nulle{ $how }{ $score }
outcome-none = sans résultat
game-no-moves = (pas encore de coup)
game-moves-in-file = Les coups sont dans le fichier joint.
replay-caption = **{ $title }** · { $black } contre { $white } · replay de { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
export-caption = Partie **{ $title }** ({ $moves } { $moves ->
        [one] coup
       *[other] coups
    }). Rejouez-la avec `abande-bot show --record { $file }`.

## /stats

stats-header = **Résultats de { $player }**
stats-none = Pas encore de partie terminée.
stats-line = { $kind }{ $engine } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } · { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    } · { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }
stats-current = Parties en cours : { $count }
stats-streak = Plus longue série de victoires : { $count }
stats-ratings = Classements (`?` : provisoire) :
stats-rating-line = { $kind } : { $rating } ±{ $deviation } · { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }
stats-chart-title = Classements de { $player }

## /leaderboard

leaderboard-header = **Classement : { $title }**, { $scope ->
        [server] ce serveur
       *[global] partout
    } (page { $page } sur { $pages })
leaderboard-empty = Personne n'est encore classé : un classement compte une fois son écart sous 110 (quelques parties classées).
leaderboard-line = #{ $rank } { $player } · { $rating } ±{ $deviation } · { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }
leaderboard-you = Vous ({ $player }) : { $line } (page { $page })
leaderboard-you-unranked = Vous ({ $player }) : pas classé ici ; votre classement est { $rating }
