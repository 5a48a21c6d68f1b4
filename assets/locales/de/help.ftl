rules-abande-intro = **Abande** (Dieter Stein). Je 18 Steine, leeres Brett; Schwarz beginnt und setzt einen Stein irgendwo ein.
rules-abande-turn = In jedem Zug: einen Stein neben der Gruppe **einsetzen**, einen eigenen Stapel einen Schritt auf einen benachbarten gegnerischen Stapel **ziehen** (nie höher als 3, ohne die Gruppe zu teilen), oder **passen** (nur ohne Steine in der Hand). Stapel dürfen ziehen, sobald Schwarz seinen zweiten Stein eingesetzt hat. Passen beide nacheinander, ist die Partie vorbei.
rules-abande-score = **Punkte**: jeder Stapel, den du oben besetzt, zählt seine Höhe, außer er berührt keinen gegnerisch besetzten Stapel (schlafend: 0).
rules-abande-notation = **Notation**: einsetzen `d4`, ziehen `e2-d3` (auch `e2d3`, `e2xd3`), `pass`.
rules-abalone-intro = **Abalone**. Je 14 Kugeln; Schwarz zieht zuerst. Ziehe 1–3 deiner Kugeln in einer Reihe einen Schritt: **in Linie** entlang der Reihe (1 mit 2 oder 1–2 mit 3 schiebend, auf einen freien Punkt oder vom Brett), oder **seitlich** auf freie Punkte. Wer sechs gegnerische Kugeln hinausschiebt, gewinnt.
rules-abalone-notation = **Notation** (AbaPro): Linienzug `a1b2` = die hinterste Kugel und ihr Ziel; Seitenzug `c6c7d6` = beide Endkugeln, dann das Ziel der ersten. Reihen a–i von unten nach oben, Diagonalen 1–9.
rules-board-abande-hex = Brett: 37 Punkte, Spalten a–g (4,5,6,7,6,5,4 Punkte), in jeder Spalte von unten ab 1 nummeriert.
rules-board-abande-square = Brett: 7×7, Linien a–g, Reihen 1–7; jeder Punkt berührt seine 8 Nachbarn.
rules-board-abande-snub = Brett: 7×7 Snub-Square: rechtwinklige Linien plus 18 Diagonalen (wie gezeichnet).
rules-board-abalone = Start: die Standardaufstellung.
rules-board-abalone-belgian = Start: Belgisches Gänseblümchen.
rules-board-abalone-german = Start: Deutsches Gänseblümchen.
rules-how-to-write = So schreibst du einen Zug: { $form }.
rules-source-abande = Vollständige Regeln: Dieter Stein, https://spielstein.com/games/abande
rules-source-abalone = Vollständige Regeln: https://de.wikipedia.org/wiki/Abalone_(Spiel)

help-play = **abande-bot** spielt Abande und Abalone per Fernpartie.
    `/challenge game [opponent] [color] [move_hours] [clock] [rated] [min_rating] [max_rating]` – lade jemanden ein (angenommen wird per Schaltfläche), oder lass `opponent` weg für eine offene Herausforderung, die jeder annehmen kann (Wertungsgrenzen optional). Gewertet außer mit `rated:false`. Zeit: `move_hours` pro Zug (Standard 72, `0` = keine), oder `clock`: ein Zeitkonto, `fast` (1 Tag + 12 Std. pro Zug, bis 3 Tage), `standard` (3 T + 1 T, bis 7), `relaxed` (10 T + 36 Std., bis 10) oder `custom` (`bank_hours`, `increment_hours`, `max_hours`). Läuft die Zeit ab, verlierst du; vorher kommen Erinnerungen.
    `/challenge game opponent:@ich [level]` – spiele sofort gegen meine Engine, Stufe 1-5 (Standard 3), ungewertet, ohne Uhr.
    `/move move [game]` – spiele einen Zug (legale Züge werden beim Tippen vorgeschlagen); im Thread einer Partie ist die Partie klar.
    `/pass`, `/resign` (fragt nach), `/draw` (Remis anbieten oder annehmen), `/takeback` (vor der Antwort) – jeweils mit `[game]`.
    `/notify dm:on|off` – eine Direktnachricht, wenn du am Zug bist.
    `/vacation start days` / `/vacation end` – halte deine Uhren in allen Partien an (30 Tage im Jahr).
help-browse =
    `/board [game] [ply]` – das Brett jetzt oder nach `ply` Zügen.
    `/games` – deine laufenden Partien und offenen Herausforderungen.
    `/history [user] [game] [opponent]` – beendete Partien, zehn pro Seite.
    `/game id`, `/replay id`, `/export id` – die Züge einer Partie, ein animiertes GIF, die Partie als Datei.
    `/stats [user]` – Ergebnisse, Wertungen und ein Wertungsdiagramm.
    `/leaderboard game [scope]` – die bestbewerteten Spieler, dieses Servers oder überall.
    Nach einer Partie fragt **Revanche** nach einer neuen mit getauschten Farben.
    `/rules game` – Regelübersicht und Notation.
    Befehle sprechen deine Discord-Sprache (Englisch, Französisch, Italienisch, Deutsch, Spanisch); die Beiträge einer Partie die ihres Servers. Installiere die App in deinem Konto, um die Lesebefehle zu nutzen und in Direktnachrichten gegen meine Engine zu spielen.
