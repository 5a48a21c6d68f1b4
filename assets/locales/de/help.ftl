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
rules-how-to-write = **So schreibst du einen Zug.** { $form }
rules-source-abande = Vollständige Regeln: Dieter Stein, https://spielstein.com/games/abande
rules-source-abalone = Vollständige Regeln: https://de.wikipedia.org/wiki/Abalone_(Spiel)

help-play = **abande-bot** spielt Abande und Abalone per Fernpartie.
    `/herausfordern person spieler spiel [farbe]` – lade jemanden ein; `/herausfordern offen spiel [farbe]` – eine Herausforderung für alle.
    `/herausfordern eigene spiel [gegner] [farbe] [stunden_pro_zug] [uhr] [gewertet] [wertung_min] [wertung_max]` – alle Optionen; ohne `gegner` eine offene Herausforderung (Wertungsgrenzen optional). Gewertet, außer `gewertet` ist aus. Zeit: `stunden_pro_zug` pro Zug (Standard 72, `0` = keine), oder `uhr`: ein Zeitkonto, `schnell` (1 Tag + 12 Std. pro Zug, bis 3 Tage), `standard` (3 T + 1 T, bis 7), `entspannt` (10 T + 36 Std., bis 10) oder `eigenes` (`konto_stunden`, `bonus_stunden`, `max_stunden`). Läuft die Zeit ab, verlierst du; vorher kommen Erinnerungen.
    `/herausfordern engine spiel [stufe]` – spiele sofort gegen meine Engine, Stufe 1-5 (Standard 3), ungewertet, ohne Uhr.
    `/ziehen zug [partie]` – spiele einen Zug (legale Züge werden beim Tippen vorgeschlagen); im Thread einer Partie ist die Partie klar.
    `/passen`, `/aufgeben` (fragt nach), `/remis` (Remis anbieten oder annehmen), `/zurücknehmen` (vor der Antwort) – jeweils mit `[partie]`.
    `/vorauszug hinzufügen zugfolge [partie]`, `/vorauszug liste`, `/vorauszug löschen` – bedingte Züge: „spielt er c4, spiele ich d5“; die Antwort wird sofort gespielt (nicht gegen meine Engine).
    `/benachrichtigen direktnachricht:an|aus` – eine Direktnachricht, wenn du am Zug bist.
    `/blockieren [spieler]`, `/entsperren spieler` – Herausforderungen ablehnen, oder nicht mehr.
    `/urlaub beginnen tage` / `/urlaub beenden` – halte deine Uhren in allen Partien an ({ $days } { $days ->
        [one] Tag
       *[other] Tage
    } im Jahr).
    `/turnier erstellen name spiel modus max_spieler [runden] [uhr] [start_in_stunden]` – öffne ein Rundenturnier oder Schweizer Turnier mit den Knöpfen Anmelden / Abmelden / Jetzt starten; `/turnier stand [turnier]` – sein Stand (Bild und Tabelle); `/turnier liste`, `/turnier zeigen [turnier]` (Runden und Partien), `/turnier zurückziehen [turnier]`.
help-browse =
    `/brett [partie] [züge] [text]` – das Brett jetzt oder nach so vielen `züge`n; `text:true` als Text.
    `/erkunden [züge] [partie] [ab]` – privat die Stellung nach probierten Zügen (jeder geprüft); die Knöpfe **Erkunden** und **Text** unter einem Brett.
    `/web link [partie]` – ein privater Link zu deinen Partien auf der Webseite, zum Zuschauen und Spielen per Klick; `/web widerrufen` beendet alle deine Links.
    `/partien` – deine laufenden Partien und offenen Herausforderungen.
    `/verlauf [spieler] [spiel] [gegner]` – beendete Partien, zehn pro Seite.
    `/partie partie`, `/wiedergabe partie`, `/exportieren partie` – die Züge einer Partie, ein animiertes GIF, die Partie als Datei.
    `/statistik [spieler]` – Ergebnisse, Wertungen und ein Wertungsdiagramm.
    `/analysieren [partie]` – die Analyse einer Partie durch die Engine; `/tipp` – ihr Zug, gegen mich.
    `/aufgabe zeigen|antworten|statistik|des_tages` – Aufgaben aus echten Partien: finde den einen Gewinnzug.
    `/rangliste spiel [bereich]` – die bestbewerteten Spieler, dieses Servers oder überall.
    Nach einer Partie fragt **Revanche** nach einer neuen mit getauschten Farben.
    `/regeln spiel` – Regelübersicht und Notation.
    `/einstellungen` – für Server-Admins: der Kanal für Partien, wer Turniere organisiert, die Sprache öffentlicher Beiträge, die Standard-Bedenkzeit und die Grenzen.
    `/moderieren partie aktion [ergebnis]` – für Moderatoren: eine Partie des Servers abbrechen oder entscheiden; `/turnier absagen [turnier]`, `/turnier entfernen spieler [turnier]`; `/einstellungen protokoll` listet, was sie getan haben.
    `/daten exportieren|vergessen` – eine Kopie von allem, was ich über dich speichere, oder dessen Löschung.
    Befehle sprechen deine Discord-Sprache (Englisch, Französisch, Italienisch, Deutsch, Spanisch); die Beiträge einer Partie die ihres Servers. Installiere die App in deinem Konto, um die Lesebefehle zu nutzen und in Direktnachrichten gegen meine Engine zu spielen.
