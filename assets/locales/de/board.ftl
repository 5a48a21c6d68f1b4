# Die Brettnachricht, die der ganze Kanal der Partie liest, in der Sprache der Partie.

board-start = **{ $title }** beginnt: { $black } (Schwarz) gegen { $white } (Weiß). { $first } zieht zuerst: drücke **Ziehen** unter dem Brett (oder tippe hier `/ziehen`). Per Direktnachricht erfahren, wann du dran bist: `/benachrichtigen direktnachricht:an`.
board-bot-level = { $name }, Stufe { $level }
board-time-left = Restzeit: Schwarz { $black }, Weiß { $white }.
board-your-move = { $player } ({ $color ->
        [black] Schwarz
       *[white] Weiß
    }), du bist am Zug.
board-deadline = Frist <t:{ $deadline }:R>.
board-on-vacation = { $player } ist bis <t:{ $until }:f> im Urlaub; die Uhr steht still.
board-score = Punkte: Schwarz { $black } – Weiß { $white }.
board-pushed-off = Hinausgeschoben: Schwarz { $black }/{ $max }, Weiß { $white }/{ $max }.
board-played = { $color ->
        [black] Schwarz
       *[white] Weiß
    } spielte **{ $notation }**
board-played-automatically = { $color ->
        [black] Schwarz
       *[white] Weiß
    } spielte **{ $notation }** (automatisch: kein anderer Zug war möglich)
board-then = { $first }, dann { $second }
board-headline = **{ $title }** · { $moves }
board-headline-engine = **{ $title }** · { $bot } · { $moves }
board-taken-move = { $color ->
        [black] Schwarz
       *[white] Weiß
    } **{ $notation }**
board-taken-back = **{ $title }** · ↩️ Zurückgenommen: { $moves }.
board-ratings = Wertungen: { $list }
board-rematch = Revanche

result-aborted = Die Partie wurde abgebrochen; sie hat kein Ergebnis.
result-resigned = { $loser } hat aufgegeben: { $winner } gewinnt.
result-timeout = { $loser } hat die Zeit überschritten: { $winner } gewinnt.
result-agreed-draw = Remis durch Einigung.
result-adjudicated-win = Die Moderation hat die Partie entschieden: { $winner } gewinnt.
result-adjudicated-draw = Die Moderation hat die Partie entschieden: Remis.
result-win = Partie vorbei: { $winner } ({ $color ->
        [black] Schwarz
       *[white] Weiß
    }) gewinnt{ $score }.
result-draw = Partie vorbei: Remis{ $score }.
result-over = Die Partie ist vorbei.

board-now = **{ $title }** nach { $total } { $total ->
        [one] Zug
       *[other] Zügen
    }
board-at-ply = **{ $title }** nach { $ply } von { $total } { $total ->
        [one] Zug
       *[other] Zügen
    }
board-at-ply-last = **{ $title }** nach { $ply } von { $total } { $total ->
        [one] Zug
       *[other] Zügen
    } (letzter Zug { $last })

engine-game-started = { $player } beginnt **{ $title }** gegen mich auf Stufe { $level }: { $link }

# Remisangebote und Rücknahmebitten im Thread der Partie, ihre
# Schaltflächen und die Vermerke, wenn sie beantwortet werden.
draw-offer = 🤝 { $opponent }, { $player } bietet in **{ $title }** Remis an. Das Angebot verfällt, wenn du stattdessen ziehst.
takeback-request = ↩️ { $opponent }, { $player } bittet in **{ $title }** darum, den letzten Zug zurückzunehmen.
draw-accept-button = Remis annehmen
takeback-allow-button = Rücknahme erlauben
button-decline = Ablehnen
accepted-by = ✅ Angenommen von { $player }.
declined-by = ❌ Abgelehnt von { $player }.
draw-declined = ❌ Abgelehnt von { $player }; es wird weitergespielt.
takeback-allowed = ✅ Erlaubt von { $player }.
draw-both-offered = **{ $title }** · 🤝 { $opponent } und { $player } haben beide Remis angeboten.
draw-agreed = **{ $title }** · 🤝 Remis nach Vereinbarung.
draw-accepted = **{ $title }** · 🤝 { $player } hat das Remis angenommen.
resigned = **{ $title }** · { $player } hat aufgegeben.

vacation-notice-start = 🏖️ { $opponent }, { $player } ist bis <t:{ $until }:f> (<t:{ $until }:R>) im Urlaub: die Uhr in **{ $title }** steht bis dahin still.
vacation-notice-end = 🔔 { $opponent }, { $player } ist aus dem Urlaub zurück: die Uhr in **{ $title }** läuft wieder.
board-also-played = Inzwischen gespielt: { $moves }

# Discord refused a game its thread: the channel is told why, once.
thread-refused-too-many = **{ $title }** ({ $black } gegen { $white }) wird hier im Kanal gespielt: Discord hat keinen Thread dafür erlaubt, weil dieser Server so viele aktive Threads hat, wie Discord zulässt. Alte Threads zu archivieren oder zu schließen schafft Platz für die nächsten Partien.
thread-refused-permission = **{ $title }** ({ $black } gegen { $white }) wird hier im Kanal gespielt: Ich darf hier keine Threads öffnen. Ein Server-Admin kann mir „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“ für die nächsten Partien geben.

# /board text:true: the position as text, privately, for screen readers.
board-text-legend-abande = Im Diagramm ist `.` ein leerer Punkt, `B` ein schwarzer Stein und `W` ein weißer; ein Stapel steht von unten nach oben, sein oberster Stein groß (`wB`: Schwarz auf Weiß).
board-text-legend-abalone = Im Diagramm gehen die Reihen von a (unten) bis i, `.` ist ein leerer Punkt, `B` eine schwarze Kugel und `W` eine weiße.
board-text-marbles = { $player }: { $count } { $count ->
        [one] Kugel
       *[other] Kugeln
    }, auf { $points }.
board-text-stacks = { $player } liegt oben auf { $count } { $count ->
        [one] Stapel
       *[other] Stapeln
    } (Steine von unten nach oben): { $stacks }.
board-text-no-stacks = { $player } liegt auf keinem Stapel oben.
board-text-color = { $color ->
        [black] schwarz
       *[white] weiß
    }
board-text-sleeping = schlafend
board-played-premove = { $color ->
        [black] Schwarz
       *[white] Weiß
    } spielte **{ $notation }** (Vorauszug: im Voraus geplant)
board-premove-mark = Vorauszug
