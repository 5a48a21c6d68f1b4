# Der Zug-Knopf unter einem Brett und die private Zugauswahl, die er öffnet.

board-move-button = Ziehen
picker-heading = **{ $title }** · du bist am Zug (Zug { $number }).
picker-chosen = Gewählt: { $path }
picker-choose-abande = Setze einen Stein ein, ziehe einen Stapel oder passe
picker-choose-abalone = Wähle eine Kugel
picker-choose-column = Wähle eine Spalte
picker-choose-point = Wähle, wohin der Stein kommt
picker-choose-target = Wähle den Stapel, den du schlägst
picker-choose-group = Wähle die Kugeln, die zusammen ziehen
picker-choose-move = Wähle die Richtung
picker-enter = Einen Stein aus der Hand einsetzen
picker-column = Spalte { $column }
picker-stack = Stapel auf { $point } (Höhe { $height })
picker-marble = Kugel auf { $point }
picker-lands = landet auf { $points }
picker-options = { $count } { $count ->
        [one] Zug
       *[other] Züge
    }
picker-preview = **{ $title }** · Vorschau von **{ $notation }**: { $description }. Gespielt wird erst, wenn du auf Spielen drückst.
picker-preview-title = { $title } · Vorschau
picker-play = { $notation } spielen
picker-back = Zurück
picker-whose-turn = In **{ $title }** ist { $player } am Zug ({ $color ->
        [black] Schwarz
       *[white] Weiß
    }); nur er oder sie kann jetzt ziehen.
board-explore-button = Erkunden
board-text-button = Text
explore-modal-title = Partie { $game } privat erkunden
explore-modal-moves = Züge zum Ausprobieren, ab der Stellung jetzt
explore-modal-placeholder = z. B. d4 e2-d3 (nichts wird gespielt)
explore-picture-title = { $title } · erkundet
explore-shown = **{ $title }** · erkundet { $from ->
        [0] ab dem Anfang
        [one] nach { $from } Zug
       *[other] nach { $from } Zügen
    }: { $moves }. Nichts wird gespielt.
explore-no-moves = keine Züge (die Stellung, wie sie war)
explore-no-engine = Keine Engine-Bewertung, solange eine Partie zwischen Menschen läuft.
picker-preview-ends = 🏁 Dieser Zug beendet die Partie: { $result }
