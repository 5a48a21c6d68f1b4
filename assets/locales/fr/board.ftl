# Le message du plateau que lit tout le salon de la partie, dans la langue de la partie.

board-start = **{ $title }** commence : { $black } (Noir) contre { $white } (Blanc). { $first } joue en premier : appuyez sur **Jouer** sous le plateau (ou tapez `/jouer` ici). Pour être prévenu de votre tour par message privé : `/notifier message_privé:oui`.
board-bot-level = { $name }, niveau { $level }
board-time-left = Temps restant : Noir { $black }, Blanc { $white }.
board-your-move = { $player } ({ $color ->
        [black] Noir
       *[white] Blanc
    }), à vous de jouer.
board-deadline = Échéance <t:{ $deadline }:R>.
board-on-vacation = { $player } est en vacances jusqu'au <t:{ $until }:f> ; sa pendule est arrêtée.
board-score = Score : Noir { $black } – Blanc { $white }.
board-pushed-off = Éjectées : Noir { $black }/{ $max }, Blanc { $white }/{ $max }.
board-played = { $color ->
        [black] Noir
       *[white] Blanc
    } a joué **{ $notation }**
board-played-automatically = { $color ->
        [black] Noir
       *[white] Blanc
    } a joué **{ $notation }** (automatiquement : aucun autre coup n'était possible)
board-then = { $first }, puis { $second }
board-headline = **{ $title }** · { $moves }
board-headline-engine = **{ $title }** · { $bot } · { $moves }
board-taken-move = { $color ->
        [black] Noir
       *[white] Blanc
    } **{ $notation }**
board-taken-back = **{ $title }** · ↩️ Repris : { $moves }.
board-ratings = Classements : { $list }
board-rematch = Revanche

result-aborted = La partie a été annulée ; elle n'a pas de résultat.
result-resigned = { $loser } abandonne : { $winner } gagne.
result-timeout = { $loser } a dépassé son temps : { $winner } gagne.
result-agreed-draw = Nulle par accord mutuel.
result-adjudicated-win = Un modérateur a décidé la partie : { $winner } gagne.
result-adjudicated-draw = Un modérateur a décidé la partie : nulle.
result-win = Partie terminée : { $winner } ({ $color ->
        [black] Noir
       *[white] Blanc
    }) gagne{ $score }.
result-draw = Partie terminée : match nul{ $score }.
result-over = La partie est terminée.

board-now = **{ $title }** après { $total } { $total ->
        [one] coup
       *[other] coups
    }
board-at-ply = **{ $title }** après { $ply } { $ply ->
        [one] coup
       *[other] coups
    } sur { $total }
board-at-ply-last = **{ $title }** après { $ply } { $ply ->
        [one] coup
       *[other] coups
    } sur { $total } (dernier coup { $last })

engine-game-started = { $player } commence **{ $title }** contre moi au niveau { $level } : { $link }

# Propositions de nulle et demandes de reprise dans le fil de la partie,
# leurs boutons, et les notes ajoutées quand on y répond.
draw-offer = 🤝 { $opponent }, { $player } propose la nulle dans **{ $title }**. La proposition tombe si vous jouez un coup à la place.
takeback-request = ↩️ { $opponent }, { $player } demande à reprendre son dernier coup dans **{ $title }**.
draw-accept-button = Accepter la nulle
takeback-allow-button = Accepter la reprise
button-decline = Refuser
accepted-by = ✅ Accepté par { $player }.
declined-by = ❌ Refusé par { $player }.
draw-declined = ❌ Refusé par { $player } ; la partie continue.
takeback-allowed = ✅ Accepté par { $player }.
draw-both-offered = **{ $title }** · 🤝 { $opponent } et { $player } ont tous deux proposé la nulle.
draw-agreed = **{ $title }** · 🤝 Nulle par accord mutuel.
draw-accepted = **{ $title }** · 🤝 { $player } a accepté la nulle.
resigned = **{ $title }** · { $player } abandonne.

vacation-notice-start = 🏖️ { $opponent }, { $player } est en vacances jusqu'au <t:{ $until }:f> (<t:{ $until }:R>) : sa pendule dans **{ $title }** est arrêtée jusque-là.
vacation-notice-end = 🔔 { $opponent }, { $player } est rentré de vacances : sa pendule dans **{ $title }** tourne à nouveau.
board-also-played = Joué entre-temps : { $moves }

# Discord refused a game its thread: the channel is told why, once.
thread-refused-too-many = **{ $title }** ({ $black } contre { $white }) se joue ici dans le salon : Discord lui a refusé un fil car ce serveur a autant de fils actifs que Discord le permet. Archiver ou fermer d'anciens fils fait de la place pour les prochaines parties.
thread-refused-permission = **{ $title }** ({ $black } contre { $white }) se joue ici dans le salon : je n'ai pas le droit d'ouvrir des fils ici. Un administrateur du serveur peut me donner « Créer des fils publics » et « Envoyer des messages dans les fils » pour les prochaines parties.

# /board text:true: the position as text, privately, for screen readers.
board-text-legend-abande = Dans le diagramme, `.` est un point vide, `B` une pièce noire et `W` une blanche ; une pile s'écrit de bas en haut, sa pièce du dessus en majuscule (`wB` : noir sur blanc).
board-text-legend-abalone = Dans le diagramme, les rangées vont de a (en bas) à i, `.` est un point vide, `B` une bille noire et `W` une blanche.
board-text-marbles = { $player } : { $count } { $count ->
        [one] bille
       *[other] billes
    }, sur { $points }.
board-text-stacks = { $player } est au-dessus de { $count } { $count ->
        [one] pile
       *[other] piles
    } (pièces de bas en haut) : { $stacks }.
board-text-no-stacks = { $player } n'est au-dessus d'aucune pile.
board-text-color = { $color ->
        [black] noir
       *[white] blanc
    }
board-text-sleeping = endormie
board-played-premove = { $color ->
        [black] Noir
       *[white] Blanc
    } a joué **{ $notation }** (coup conditionnel : prévu d'avance)
board-premove-mark = conditionnel
