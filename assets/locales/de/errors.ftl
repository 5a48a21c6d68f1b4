# Ablehnungen: warum ein Zug, ein Befehl oder eine Schaltfläche nicht angenommen wurde.

## Wie man einen Zug schreibt

move-form-abande = schreibe einen Punkt, um einen Stein einzusetzen (d4), zwei Punkte, um einen Stapel zu ziehen (e2-d3), oder pass
move-form-abalone = schreibe einen Linienzug als zwei Punkte (a1b2) oder einen Seitenzug als drei (c6c7d6)
syntax-error = „{ $shown }“ lässt sich nicht als Zug lesen
syntax-error-detail = „{ $shown }“ lässt sich nicht als Zug lesen ({ $detail })
syntax-too-long = zu lang
syntax-empty = leer
syntax-unexpected-character = unerwartetes Zeichen
syntax-number-too-long = Zahl zu lang
syntax-letter-without-number = auf einen Buchstaben muss eine Zahl folgen
syntax-too-many-points = zu viele Punkte
syntax-no-points = keine Punkte
syntax-other-game = ein Zug eines anderen Spiels
refusal-with-form = { $reason }: { $form }

## Abande

illegal-game-over = die Partie ist vorbei
illegal-abande-off-board = auf diesem Brett gibt es keinen Punkt { $point }
illegal-abande-wrong-shape = schreibe einen Zug als einen Punkt, um einen Stein einzusetzen (d4), zwei Punkte, um einen Stapel zu ziehen (e2-d3), oder pass
illegal-abande-occupied = { $point } ist schon besetzt
illegal-abande-not-adjacent-to-band = { $point } grenzt nicht an die Gruppe: ein neuer Stein muss einen Stein auf dem Brett berühren
illegal-abande-no-pieces-in-hand = du hast keine Steine mehr in der Hand: ziehe einen Stapel oder passe
illegal-abande-moving-not-allowed-yet = Stapel dürfen erst ziehen, nachdem Schwarz seinen zweiten Stein eingesetzt hat
illegal-abande-empty-source = auf { $point } steht kein Stapel
illegal-abande-not-your-stack = der Stapel auf { $point } gehört nicht dir
illegal-abande-target-empty = { $point } ist leer: ein Stapel darf nur auf einen gegnerischen Stapel ziehen
illegal-abande-target-own = { $point } ist dein eigener Stapel: ein Stapel darf nur auf einen gegnerischen Stapel ziehen
illegal-abande-not-adjacent = { $to } ist nicht neben { $from }: Stapel ziehen einen Schritt
illegal-abande-too-high = den Stapel aus { $from_height } auf { $from } auf den Stapel aus { $to_height } auf { $to } zu ziehen, ergäbe { $height } Steine; Stapel sind höchstens 3 hoch
illegal-abande-splits-band = { $from } zu ziehen, würde die Gruppe teilen: { $cut_off } { $count ->
        [one] wäre abgeschnitten
       *[other] wären abgeschnitten
    }
illegal-abande-pass-with-pieces = du kannst nicht passen, solange du { $count } { $count ->
        [one] Stein
       *[other] Steine
    } in der Hand hast

## Abalone

illegal-abalone-no-pass = bei Abalone gibt es kein Passen
illegal-abalone-wrong-point-count = schreibe einen Linienzug als zwei Punkte (a1b2) oder einen Seitenzug als drei (c6c7d6)
illegal-abalone-no-such-point = auf dem Brett gibt es keinen Punkt { $point }
illegal-abalone-not-neighbours = { $first } und { $second } sind keine Nachbarn
illegal-abalone-same-point = { $point } ist doppelt genannt
illegal-abalone-empty = { $point } ist leer
illegal-abalone-not-your-marble = { $point } ist nicht deine Kugel
illegal-abalone-not-in-line = { $first } und { $second } liegen nicht in einer Reihe benachbarter Kugeln
illegal-abalone-too-many-marbles = eine Reihe von mehr als drei Kugeln kann nicht ziehen ({ $line })
illegal-abalone-off-board = { $point } würde vom Brett ziehen
illegal-abalone-own-marble-off-board = du kannst keine eigene Kugel vom Brett schieben
illegal-abalone-single-cannot-push = eine einzelne Kugel kann nicht schieben: { $point } ist besetzt
illegal-abalone-outnumbered = { $pushers } können nicht { $defenders ->
        [3] 3 oder mehr
       *[other] { $defenders }
    } schieben
illegal-abalone-sandwiched = { $count ->
        [one] die { $color ->
            [black] schwarze
           *[white] weiße
        } Kugel auf { $marbles } ist von deiner Kugel auf { $blocker } eingeklemmt und kann nicht geschoben werden
       *[other] die { $color ->
            [black] schwarzen
           *[white] weißen
        } Kugeln auf { $marbles } sind von deiner Kugel auf { $blocker } eingeklemmt und können nicht geschoben werden
    }
illegal-abalone-occupied = { $point } ist besetzt
illegal-abalone-broadside-cannot-push = ein Seitenzug kann nicht schieben: { $point } ist besetzt
illegal-abalone-along-the-line = entlang der Reihe zu ziehen ist ein Linienzug: schreibe ihn als { $text }
marbles-and = { $first } und { $second }

## Der Spieldienst

error-game-not-found = es gibt keine Partie { $game }
error-challenge-not-found = es gibt keine Herausforderung { $challenge }
error-not-your-game = du spielst in dieser Partie nicht mit
error-not-your-turn = du bist nicht am Zug; { $to_move } ist am Zug
error-game-over = diese Partie ist vorbei
error-challenge-expired = diese Herausforderung ist abgelaufen
error-challenge-closed = diese Herausforderung ist nicht mehr offen (sie wurde { $status ->
        [accepted] angenommen
        [declined] abgelehnt
        [cancelled] zurückgezogen
       *[expired] nicht rechtzeitig angenommen
    })
error-not-challenged = nur { $opponent } kann diese Herausforderung beantworten
error-game-not-over = die Partie läuft noch
error-no-rematch-with-engine = um wieder gegen meine Engine zu spielen, fordere mich mit /herausfordern heraus
error-rematch-pending = du hast diese Revanche schon angefragt; sie wartet auf deinen Gegner
error-challenge-taken = jemand anderes hat diese Herausforderung zuerst angenommen
error-outside-rating-range = diese Herausforderung ist für Spieler mit Wertung { $range }; deine Wertung in { $kind } ist { $rating }
error-empty-rating-range = die niedrigste erlaubte Wertung liegt über der höchsten
error-rating-limit-range = eine Wertungsgrenze muss zwischen { $min } und { $max } liegen; { $given } tut das nicht
error-not-challenger = nur { $challenger } kann diese Herausforderung zurückziehen
error-self-challenge = du kannst dich nicht selbst herausfordern
error-invalid-move-hours = die Zeit pro Zug muss zwischen 1 und { $max } { $max ->
        [one] Stunde
       *[other] Stunden
    } liegen
error-invalid-page = diese Seite gibt es nicht; die Seiten gehen von 1 bis { $last }
error-too-late-to-abort = eine Partie kann nur abgebrochen werden, bevor beide gezogen haben; gib stattdessen auf
error-tournament-game-abort = eine Turnierpartie kann nicht abgebrochen werden: dort zählt jede Partie; gib stattdessen auf
error-draw-already-offered = du hast in dieser Partie schon Remis angeboten; es wartet auf eine Antwort
error-no-draw-offer = in dieser Partie gibt es kein Remisangebot zu beantworten
error-not-your-offer-to-answer = nur { $opponent } kann diese Anfrage beantworten
error-takeback-pending = in dieser Partie wartet schon eine Rücknahmebitte auf Antwort
error-cannot-take-back = du kannst nur deinen eigenen letzten Zug zurücknehmen, und nur bevor { $opponent } geantwortet hat
error-no-takeback-request = in dieser Partie gibt es keine Rücknahmebitte zu beantworten (ein Zug seitdem hebt sie auf)
error-resign-outdated = die Partie ist seit deiner Frage weitergegangen; benutze /aufgeben noch einmal
error-position-changed = die Stellung hat sich seit dem Öffnen dieser Auswahl geändert, es wurde nichts gespielt; drücke Ziehen unter dem neuesten Brett
error-request-outdated = die Partie ist seit dieser Anfrage weitergegangen; sie gilt nicht mehr
error-out-of-time = deine Zeit in dieser Partie ist abgelaufen; sie ist auf Zeit verloren
error-conflict = jemand anderes hat diese Partie im selben Moment geändert; bitte versuche es noch einmal
error-storage = die Änderung konnte nicht gespeichert werden; nichts wurde geändert, bitte versuche es noch einmal
error-database-away = die Datenbank des Bots hat nicht geantwortet; nichts wurde gespeichert, bitte versuche es in einer Minute noch einmal
error-maybe-saved = die Datenbank des Bots hat beim Speichern aufgehört zu antworten; die Änderung ist vielleicht gespeichert, vielleicht nicht: sieh in einer Minute nach, bevor du es noch einmal versuchst
move-not-saved = dein Zug { $move } wurde nicht gespeichert: die Datenbank des Bots ist nicht verfügbar; spiele ihn in einer Minute noch einmal
move-maybe-saved = die Datenbank des Bots hat beim Speichern deines Zuges { $move } aufgehört zu antworten; er ist vielleicht gespeichert, vielleicht nicht: sieh dir in einer Minute die Partie mit /partie an und spiele ihn nur noch einmal, wenn er fehlt
error-move-too-long = ein Zug hat höchstens { $max } Zeichen
error-move-characters = ein Zug besteht nur aus Buchstaben, Ziffern, Leerzeichen und Bindestrichen, wie d4 oder e2-d3
error-move-empty = der Zug ist leer
error-page-size = eine Seite hat 1 bis { $max } { $max ->
        [one] Eintrag
       *[other] Einträge
    }
error-bank-initial = ein Zeitkonto beginnt mit 1 Stunde bis 30 Tagen
error-bank-increment = die nach jedem Zug gutgeschriebene Zeit liegt zwischen 0 und 7 Tagen
error-bank-cap = die Obergrenze eines Zeitkontos liegt zwischen seinem Anfangswert ({ $initial }) und 30 Tagen
error-bank-with-move-hours = wähle entweder eine Zeit pro Zug oder ein Zeitkonto, nicht beides
error-vacation-days = ein Urlaub dauert 1 bis { $max } { $max ->
        [one] Tag
       *[other] Tage
    }
error-already-on-vacation = du bist schon bis { $until } im Urlaub; beende ihn zuerst, um einen neuen zu beginnen
error-not-on-vacation = du bist nicht im Urlaub
error-vacation-allowance-used = du hast in { $year } noch { $left } Urlaub (erlaubt sind { $allowance } Tage im Jahr)
error-deadline-too-close = deine Frist in Partie #{ $game } endet in weniger als einer Stunde; ziehe dort zuerst

## Der Adapter

error-discord = Discord hat die Nachricht des Bots nicht angenommen; bitte versuche es noch einmal
error-render = beim Zeichnen des Bretts ist etwas schiefgegangen; der Zug selbst ist gespeichert
too-quickly = du sendest Befehle zu schnell; warte einen Moment
button-outdated = diese Schaltfläche wird nicht mehr verwendet
pick-a-game = wähle eine Partie aus der Liste oder gib ihre Nummer an, etwa 12
no-game-to-move = du hast keine Partie, in der du am Zug bist; wähle eine mit der Option `partie`
many-games-to-move = du bist in { $count } { $count ->
        [one] Partie
       *[other] Partien
    } am Zug ({ $games }): wähle eine mit der Option `partie`
move-saved-board-not-posted = dein Zug ist gespeichert, aber Discord hat das Brett nicht angenommen ({ $error }); es wird hier gepostet, sobald Discord es annimmt, oder benutze /brett

## Zeitspannen

duration-minutes = { $minutes } Min.
duration-hours = { $hours } Std.
duration-hours-minutes = { $hours } Std. { $minutes } Min.
duration-days = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
duration-days-hours = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } { $hours } Std.

## Befehlsoptionen

no-game-in-progress = du hast keine laufende Partie
several-games = du spielst mehrere Partien: wähle eine mit der Option `partie`
bad-level = die Stufe muss eine Zahl von 1 bis 5 sein, nicht „{ $level }“
bots-cannot-play = Bots spielen nicht; fordere einen Menschen heraus, oder mich, um gegen meine Engine zu spielen
move-hours-range = stunden_pro_zug muss zwischen 0 und 336 liegen
rating-limits-open-only = Wertungsgrenzen gibt es nur für offene Herausforderungen; lass den Gegner weg, um eine zu posten
clock-custom-needs-bank = uhr:eigenes braucht konto_stunden (und wahlweise bonus_stunden, max_stunden)
bank-values-custom-only = konto_stunden, bonus_stunden und max_stunden gehören nur zu uhr:eigenes
custom-bank-needs-hours = ein eigenes Zeitkonto braucht konto_stunden, die Anfangszeit jedes Spielers
leaderboard-needs-server = die Server-Rangliste braucht einen Server; benutze hier bereich:alle
ply-out-of-range = Partie { $game } hat { $total } { $total ->
        [one] Zug
       *[other] Züge
    }; wähle für `züge` einen Wert von 0 (der Anfang) bis { $total }

## Wo gespielt wird

people-game-needs-the-bot = eine Partie zwischen zwei Menschen läuft in einem Thread eines Servers, auf dem ich bin; füge mich einem Server hinzu (mein Profil → App hinzufügen → Zum Server hinzufügen) und fordere dort heraus. Hier kannst du gegen meine Engine spielen: `/herausfordern engine`
engine-needs-the-bot = hier kann ich keine Bretter posten; spiele gegen meine Engine in einer Direktnachricht mit mir, oder füge mich diesem Server hinzu (mein Profil → App hinzufügen → Zum Server hinzufügen)
error-forget-changed = jetzt { $running ->
        [one] läuft
       *[other] laufen
    } { $running } deiner Partien, nicht wie angekündigt; benutze /daten vergessen noch einmal
error-player-forgotten = dieser Spieler hat seine Daten auf eigenen Wunsch löschen lassen; um eine Revanche kann man ihn nicht bitten
error-premove-engine = bedingte Züge gibt es für Partien zwischen Menschen; die Engine antwortet ohnehin sofort
error-premove-your-turn = du bist am Zug: spiele erst deinen Zug, dann plane deine Antworten auf die Erwiderung
error-premove-too-short = eine Zugfolge braucht den Zug deines Gegners und deine Antwort, etwa `c4 d5`
error-premove-too-long = eine Zugfolge hat höchstens { $max } { $max ->
        [one] Zug
       *[other] Züge
    }
error-premove-ends-with-opponent = eine Zugfolge endet mit deiner Antwort: Zug { $index }, { $notation }, ist der deines Gegners und hat keine
error-premove-too-many = du hast in dieser Partie schon { $max } { $max ->
        [one] Zugfolge
       *[other] Zugfolgen
    }; lösche sie zuerst mit `/vorauszug löschen`
error-premove-illegal = Zug { $index }, { $notation }: { $reason }
error-premove-after-end = Zug { $index }, { $notation }: die Partie ist davor schon zu Ende
error-premove-turn-skipped = Zug { $index }, { $notation }: direkt davor ist ein Passen erzwungen, die Züge der Folge wechseln sich nicht mehr ab
error-premove-conflict = Zug { $index }, { $notation }: deine Zugfolge { $line } beantwortet dieselben Züge mit { $answer }; lösche deine Zugfolgen, um sie zu ändern
error-explore-from = diesen Zug gibt es nicht: die Partie hat bisher { $max } { $max ->
        [one] Zug
       *[other] Züge
    } (`ab` geht von 0 bis { $max })

error-not-taking-challenges = { $name } nimmt im Moment keine Herausforderungen von dir an.
error-block-self = Du kannst dich nicht selbst blockieren.
error-block-too-many = Du blockierst bereits { $limit ->
        [one] einen Spieler
       *[other] { $limit } Spieler
    }, das Höchstmaß; entsperre zuerst einen mit `/entsperren`.
