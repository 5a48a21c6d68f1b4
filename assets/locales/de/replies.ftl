# Bestätigungen, die nur ihr Leser sieht, in seiner Sprache.

challenge-level-ignored = Die Stufe stellt nur die Stärke meiner Engine in Partien gegen mich ein; für diese Herausforderung wurde sie weggelassen.
notify-on = Du bekommst eine Direktnachricht, wenn du am Zug bist (wenn deine Privatsphäre-Einstellungen Direktnachrichten von diesem Server erlauben).
notify-off = Keine Direktnachrichten mehr; Züge werden weiter in den Threads der Partien angekündigt.
draw-agreed-reply = Dein Gegner hatte auch Remis angeboten: die Partie endet remis. { $link }
draw-engine-declines = Meine Engine lehnt ab: sie sieht die Stellung nicht als völlig ausgeglichen. Spiel weiter!
draw-engine-accepts = Meine Engine nimmt an: die Partie endet remis. { $link }
takeback-engine-refuses = Meine Engine auf Stufe { $level } nimmt keine Züge zurück (nur die Stufen 1 und 2 tun das).
takeback-done = Zurückgenommen. { $link }
request-sent = An die Partie geschickt: { $link }
posted-publicly = In { $channel } gepostet: { $link }
resign-confirm = Willst du Partie { $game } wirklich aufgeben?
resign-yes-button = Ja, aufgeben
resign-no-button = Nein, weiterspielen
resign-done = Du hast Partie { $game } aufgegeben.
resign-kept = Viel Glück in Partie { $game }!
board-posted = { $headline } — Brett gepostet: { $link }
# After a move: the player's other games waiting for them ($waiting), and the one with least time left, with a link to its board.
next-game = { $waiting ->
        [one] ➡️ Eine weitere Partie wartet auf dich: { $game } { $kind } gegen { $opponent } · { $deadline } · { $link }
       *[other] ➡️ { $waiting } weitere Partien warten auf dich; die dringendste: { $game } { $kind } gegen { $opponent } · { $deadline } · { $link }
    }
rematch-asked = Du hast { $opponent } um eine Revanche gebeten.
rematch-begins = Die Revanche beginnt: { $link }
vacation-started = Du bist bis <t:{ $until }:f> im Urlaub. Deine Uhren stehen in allen Partien still; { $told }. Rest deines Jahreskontingents: { $left }. Benutze `/urlaub beenden`, wenn du zurück bist.
vacation-ended = Willkommen zurück: deine Uhren laufen wieder; { $told }. Rest deines Jahreskontingents: { $left }.
vacation-told = { $games ->
        [0] du hast keine Partien mit Uhr
        [one] dein Gegner erfährt es im Thread der Partie
       *[other] deine Gegner erfahren es in den Threads deiner { $games } Partien
    }
board-already-posted = Das Brett mit deinem Zug ist schon gepostet: { $link }
move-saved-board-posted-later = Dein Zug ist gespeichert; sein Brett wurde gepostet, sobald Discord wieder antwortete: { $link }

# /privacy (issue #36)
privacy-export-caption = Alles, was über dich gespeichert ist: { $games ->
        [one] eine Partie
       *[other] { $games } Partien
    }, dein Profil, Wertungen, Turniere und Urlaube, in `{ $file }` (gzip-komprimierter Text; jede Partie lässt sich mit `abande-bot show --record` nachspielen).
privacy-export-too-large = Deine Daten passen nicht in eine Datei, die Discord annimmt (10 MB komprimiert); bitte meinen Betreiber um eine Kopie.
privacy-nothing-stored = Über dich ist nichts gespeichert: es gibt nichts zu löschen.
privacy-forget-confirm = Deine Daten löschen? Dein Name und deine Einstellung für Direktnachrichten werden gelöscht, du verlässt jede Rangliste und wirst in jeder gespeicherten Partie zu „deleted player #N“. { $running ->
        [0] Du hast keine laufende Partie.
        [one] Deine laufende Partie wird aufgegeben.
       *[other] Deine { $running } laufenden Partien werden aufgegeben.
    } Offene Herausforderungen: { $challenges }, zurückgezogen; laufende Turniere: { $tournaments }, verlassen. Deine Gegner behalten ihre Partien, Ergebnisse und Wertungen. Das lässt sich nicht rückgängig machen.
privacy-forget-yes = Meine Daten löschen
privacy-forget-no = Behalten
privacy-kept = Es wurde nichts gelöscht.
privacy-not-yours = Nur der Spieler, der gefragt hat, kann antworten.
privacy-forgotten = Erledigt: du bist jetzt { $name } in jeder gespeicherten Partie ({ $games } { $games ->
        [one] Partie
       *[other] Partien
    } aufgegeben, { $challenges } { $challenges ->
        [one] Herausforderung
       *[other] Herausforderungen
    } zurückgezogen). Nichts verbindet das mit deinem Konto; spielst du wieder, beginnst du neu.
premove-added = Zugfolge { $line } für Partie #{ $game } gespeichert: { $moves }. Du hast dort { $lines ->
        [one] diese Zugfolge
       *[other] { $lines } Zugfolgen
    }; eine Antwort wird gespielt, sobald dein Gegner den Zug davor spielt.
premove-pair = { $theirs } → **{ $mine }**
premove-none = Du hast keine bedingten Züge. Füge eine Zugfolge mit `/vorauszug hinzufügen` hinzu.
premove-list-head = Deine bedingten Züge ({ $count }): sein Zug → **deine Antwort**
premove-list-line = #{ $game }, Zugfolge { $line }: { $moves }
premove-cleared = { $count ->
        [0] Du hattest keine bedingten Züge in Partie #{ $game }.
        [one] Deine Zugfolge in Partie #{ $game } ist gelöscht.
       *[other] Deine { $count } Zugfolgen in Partie #{ $game } sind gelöscht.
    }

# /blockieren und /entsperren (issue 51): immer privat.
block-done = 🚫 Du blockierst jetzt { $player }: Herausforderungen von dieser Person an dich werden abgelehnt, und sie kann deine nicht annehmen. Sie erfährt nicht, dass du sie blockiert hast. Laufende Partien gehen weiter, und Turniere paaren dich wie bisher. `/entsperren` hebt es auf.
block-already = Du blockierst { $player } bereits; nichts wurde geändert. `/entsperren` hebt es auf.
block-list = Du blockierst { $count ->
        [one] einen Spieler
       *[other] { $count } Spieler
    }: { $players }. `/entsperren` hebt eine Blockierung auf.
block-list-empty = Du blockierst niemanden. `/blockieren` mit einem Spieler lehnt dessen Herausforderungen ab.
block-the-bot = Ich sende keine Herausforderungen, also gibt es bei mir nichts zu blockieren. Wenn du nicht mehr gegen meine Engine spielen willst, fordere mich einfach nicht heraus.
block-a-bot = Bots können hier nicht spielen und senden keine Herausforderungen; es gibt nichts zu blockieren.
unblock-done = ✅ Du blockierst { $player } nicht mehr: Herausforderungen von dieser Person erreichen dich wieder.
unblock-not-blocked = Du blockierst { $player } nicht; nichts wurde geändert. `/blockieren` ohne Spieler zeigt, wen du blockierst.
