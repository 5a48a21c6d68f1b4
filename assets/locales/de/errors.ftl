# Ablehnungen: warum ein Zug, ein Befehl oder eine Schaltfläche nicht angenommen wurde.

## Wie man einen Zug schreibt

move-form-abande = Schreibe einen Punkt, um einen Stein einzusetzen (d4), zwei Punkte, um einen Stapel zu ziehen (e2-d3), oder pass.
move-form-abalone = Schreibe einen Linienzug als zwei Punkte (a1b2) oder einen Seitenzug als drei (c6c7d6).
syntax-error = Ich kann „{ $shown }“ nicht als Zug lesen.
syntax-error-detail = Ich kann „{ $shown }“ nicht als Zug lesen ({ $detail }).
syntax-too-long = zu lang
syntax-empty = leer
syntax-unexpected-character = unerwartetes Zeichen
syntax-number-too-long = Zahl zu lang
syntax-letter-without-number = auf einen Buchstaben muss eine Zahl folgen
syntax-too-many-points = zu viele Punkte
syntax-no-points = keine Punkte
syntax-other-game = ein Zug eines anderen Spiels
refusal-with-form = { $reason } { $form }

## Abande

illegal-game-over = Die Partie ist vorbei.
illegal-abande-off-board = Auf diesem Brett gibt es keinen Punkt { $point }.
illegal-abande-wrong-shape = Schreibe einen Zug als einen Punkt, um einen Stein einzusetzen (d4), zwei Punkte, um einen Stapel zu ziehen (e2-d3), oder pass.
illegal-abande-occupied = { $point } ist schon besetzt.
illegal-abande-not-adjacent-to-band = { $point } grenzt nicht an die Gruppe: ein neuer Stein muss einen Stein auf dem Brett berühren.
illegal-abande-no-pieces-in-hand = Du hast keine Steine mehr in der Hand: ziehe einen Stapel oder passe.
illegal-abande-moving-not-allowed-yet = Stapel dürfen erst ziehen, nachdem Schwarz seinen zweiten Stein eingesetzt hat.
illegal-abande-empty-source = Auf { $point } steht kein Stapel.
illegal-abande-not-your-stack = Der Stapel auf { $point } gehört nicht dir.
illegal-abande-target-empty = { $point } ist leer: ein Stapel darf nur auf einen gegnerischen Stapel ziehen.
illegal-abande-target-own = { $point } ist dein eigener Stapel: ein Stapel darf nur auf einen gegnerischen Stapel ziehen.
illegal-abande-not-adjacent = { $to } ist nicht neben { $from }: Stapel ziehen einen Schritt.
illegal-abande-too-high = Den Stapel aus { $from_height } auf { $from } auf den Stapel aus { $to_height } auf { $to } zu ziehen, ergäbe { $height } Steine; Stapel sind höchstens 3 hoch.
illegal-abande-splits-band = { $from } zu ziehen, würde die Gruppe teilen: { $cut_off } { $count ->
        [one] wäre abgeschnitten
       *[other] wären abgeschnitten
    }.
illegal-abande-pass-with-pieces = Du kannst nicht passen, solange du { $count } { $count ->
        [one] Stein
       *[other] Steine
    } in der Hand hast.

## Abalone

illegal-abalone-no-pass = Bei Abalone gibt es kein Passen.
illegal-abalone-wrong-point-count = Schreibe einen Linienzug als zwei Punkte (a1b2) oder einen Seitenzug als drei (c6c7d6).
illegal-abalone-no-such-point = Auf dem Brett gibt es keinen Punkt { $point }.
illegal-abalone-not-neighbours = { $first } und { $second } sind keine Nachbarn.
illegal-abalone-same-point = { $point } ist doppelt genannt.
illegal-abalone-empty = { $point } ist leer.
illegal-abalone-not-your-marble = { $point } ist nicht deine Kugel.
illegal-abalone-not-in-line = { $first } und { $second } liegen nicht in einer Reihe benachbarter Kugeln.
illegal-abalone-too-many-marbles = Eine Reihe von mehr als drei Kugeln kann nicht ziehen ({ $line }).
illegal-abalone-off-board = { $point } würde vom Brett ziehen.
illegal-abalone-own-marble-off-board = Du kannst keine eigene Kugel vom Brett schieben.
illegal-abalone-single-cannot-push = Eine einzelne Kugel kann nicht schieben: { $point } ist besetzt.
illegal-abalone-outnumbered = { $pushers } können nicht { $defenders ->
        [3] 3 oder mehr
       *[other] { $defenders }
    } schieben.
illegal-abalone-sandwiched = { $count ->
        [one] Die { $color ->
            [black] schwarze
           *[white] weiße
        } Kugel auf { $marbles } ist von deiner Kugel auf { $blocker } eingeklemmt und kann nicht geschoben werden
       *[other] Die { $color ->
            [black] schwarzen
           *[white] weißen
        } Kugeln auf { $marbles } sind von deiner Kugel auf { $blocker } eingeklemmt und können nicht geschoben werden
    }.
illegal-abalone-occupied = { $point } ist besetzt.
illegal-abalone-broadside-cannot-push = Ein Seitenzug kann nicht schieben: { $point } ist besetzt.
illegal-abalone-along-the-line = Entlang der Reihe zu ziehen ist ein Linienzug: schreibe ihn als { $text }.
marbles-and = { $first } und { $second }

## Der Spieldienst

error-game-not-found = Es gibt keine Partie { $game }.
error-challenge-not-found = Es gibt keine Herausforderung { $challenge }.
error-not-your-game = Du spielst in dieser Partie nicht mit.
error-not-your-turn = Du bist nicht am Zug; { $to_move } ist am Zug.
error-game-over = Diese Partie ist vorbei.
error-challenge-expired = Diese Herausforderung ist abgelaufen.
error-challenge-closed = Diese Herausforderung ist nicht mehr offen (sie wurde { $status ->
        [accepted] angenommen
        [declined] abgelehnt
        [cancelled] zurückgezogen
       *[expired] nicht rechtzeitig angenommen
    }).
error-not-challenged = Nur { $opponent } kann diese Herausforderung beantworten.
error-game-not-over = Die Partie läuft noch.
error-no-rematch-with-engine = Um wieder gegen meine Engine zu spielen, fordere mich mit /herausfordern heraus.
error-rematch-pending = Du hast diese Revanche schon angefragt; sie wartet auf deinen Gegner.
error-challenge-taken = Jemand anderes hat diese Herausforderung zuerst angenommen.
error-outside-rating-range = Diese Herausforderung ist für Spieler mit Wertung { $range }; deine Wertung in { $kind } ist { $rating }.
error-empty-rating-range = Die niedrigste erlaubte Wertung liegt über der höchsten.
error-rating-limit-range = Eine Wertungsgrenze muss zwischen { $min } und { $max } liegen; { $given } tut das nicht.
error-not-challenger = Nur { $challenger } kann diese Herausforderung zurückziehen.
error-self-challenge = Du kannst dich nicht selbst herausfordern.
error-invalid-move-hours = Die Zeit pro Zug muss zwischen 1 und { $max } { $max ->
        [one] Stunde
       *[other] Stunden
    } liegen.
error-invalid-page = Diese Seite gibt es nicht; die Seiten gehen von 1 bis { $last }.
error-too-late-to-abort = Eine Partie kann nur abgebrochen werden, bevor beide gezogen haben; gib stattdessen auf.
error-tournament-game-abort = Eine Turnierpartie kann nicht abgebrochen werden: dort zählt jede Partie; gib stattdessen auf.
error-draw-already-offered = Du hast in dieser Partie schon Remis angeboten; es wartet auf eine Antwort.
error-no-draw-offer = In dieser Partie gibt es kein Remisangebot zu beantworten.
error-not-your-offer-to-answer = Nur { $opponent } kann diese Anfrage beantworten.
error-takeback-pending = In dieser Partie wartet schon eine Rücknahmebitte auf Antwort.
error-cannot-take-back = Du kannst nur deinen eigenen letzten Zug zurücknehmen, und nur bevor { $opponent } geantwortet hat.
error-no-takeback-request = In dieser Partie gibt es keine Rücknahmebitte zu beantworten (ein Zug seitdem hebt sie auf).
error-resign-outdated = Die Partie ist seit deiner Frage weitergegangen; benutze /aufgeben noch einmal.
error-position-changed = Die Stellung hat sich seit dem Öffnen dieser Auswahl geändert, es wurde nichts gespielt; drücke Ziehen unter dem neuesten Brett.
error-request-outdated = Die Partie ist seit dieser Anfrage weitergegangen; sie gilt nicht mehr.
error-out-of-time = Deine Zeit in dieser Partie ist abgelaufen; sie ist auf Zeit verloren.
error-conflict = Jemand anderes hat diese Partie im selben Moment geändert; bitte versuche es noch einmal.
error-storage = Die Änderung konnte nicht gespeichert werden; nichts wurde geändert, bitte versuche es noch einmal.
error-database-away = Meine Datenbank hat nicht geantwortet; nichts wurde gespeichert, bitte versuche es in einer Minute noch einmal.
error-maybe-saved = Meine Datenbank hat beim Speichern aufgehört zu antworten; die Änderung ist vielleicht gespeichert, vielleicht nicht: sieh in einer Minute nach, bevor du es noch einmal versuchst.
move-not-saved = Dein Zug { $move } wurde nicht gespeichert: meine Datenbank ist nicht verfügbar; spiele ihn in einer Minute noch einmal.
move-maybe-saved = Meine Datenbank hat beim Speichern deines Zuges { $move } aufgehört zu antworten; er ist vielleicht gespeichert, vielleicht nicht: sieh dir in einer Minute die Partie mit /partie an und spiele ihn nur noch einmal, wenn er fehlt.
error-move-too-long = Ein Zug hat höchstens { $max } Zeichen.
error-move-characters = Ein Zug besteht nur aus Buchstaben, Ziffern, Leerzeichen und Bindestrichen, wie d4 oder e2-d3.
error-move-empty = Der Zug ist leer.
error-page-size = Eine Seite hat 1 bis { $max } { $max ->
        [one] Eintrag
       *[other] Einträge
    }.
error-bank-initial = Ein Zeitkonto beginnt mit 1 Stunde bis 30 Tagen.
error-bank-increment = Die nach jedem Zug gutgeschriebene Zeit liegt zwischen 0 und 7 Tagen.
error-bank-cap = Die Obergrenze eines Zeitkontos liegt zwischen seinem Anfangswert ({ $initial }) und 30 Tagen.
error-bank-with-move-hours = Wähle entweder eine Zeit pro Zug oder ein Zeitkonto, nicht beides.
error-vacation-days = Ein Urlaub dauert 1 bis { $max } { $max ->
        [one] Tag
       *[other] Tage
    }.
error-already-on-vacation = Du bist schon bis { $until } im Urlaub; beende ihn zuerst, um einen neuen zu beginnen.
error-not-on-vacation = Du bist nicht im Urlaub.
error-vacation-allowance-used = Du hast in { $year } noch { $left } Urlaub (erlaubt sind { $allowance } Tage im Jahr).
error-deadline-too-close = Deine Frist in Partie #{ $game } endet in weniger als einer Stunde; ziehe dort zuerst.

## Der Adapter

error-discord = Discord hat meine Nachricht nicht angenommen; bitte versuche es noch einmal.
error-render = Beim Zeichnen des Bretts ist etwas schiefgegangen; der Zug selbst ist gespeichert.
too-quickly = Du sendest Befehle zu schnell; warte einen Moment.
button-outdated = Diese Schaltfläche wird nicht mehr verwendet.
pick-a-game = Wähle eine Partie aus der Liste oder gib ihre Nummer an, etwa 12.
no-game-to-move = Du hast keine Partie, in der du am Zug bist; wähle eine mit der Option `partie`.
many-games-to-move = Du bist in { $count } { $count ->
        [one] Partie
       *[other] Partien
    } am Zug ({ $games }): wähle eine mit der Option `partie`.
move-saved-board-not-posted = Dein Zug ist gespeichert, aber Discord hat sein Brett nicht angenommen: { $error } Das Brett wird hier gepostet, sobald Discord es annimmt; oder benutze /brett.

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

no-game-in-progress = Du hast keine laufende Partie.
several-games = Du spielst mehrere Partien: wähle eine mit der Option `partie`.
bad-level = Die Stufe muss eine Zahl von 1 bis 5 sein, nicht „{ $level }“.
bots-cannot-play = Bots spielen nicht; fordere einen Menschen heraus, oder mich, um gegen meine Engine zu spielen.
move-hours-range = `stunden_pro_zug` muss zwischen 0 und 336 liegen.
rating-limits-open-only = Wertungsgrenzen gibt es nur für offene Herausforderungen; lass den Gegner weg, um eine zu posten.
clock-custom-needs-bank = `uhr:eigenes` braucht `konto_stunden` (und wahlweise `bonus_stunden`, `max_stunden`).
bank-values-custom-only = `konto_stunden`, `bonus_stunden` und `max_stunden` gehören nur zu `uhr:eigenes`.
custom-bank-needs-hours = Ein eigenes Zeitkonto braucht konto_stunden, die Anfangszeit jedes Spielers.
leaderboard-needs-server = Die Server-Rangliste braucht einen Server; benutze hier bereich:alle.
ply-out-of-range = Partie { $game } hat { $total } { $total ->
        [one] Zug
       *[other] Züge
    }; wähle für `züge` einen Wert von 0 (der Anfang) bis { $total }.

## Wo gespielt wird

people-game-needs-the-bot = Eine Partie zwischen zwei Menschen läuft in einem Thread eines Servers, auf dem ich bin; füge mich einem Server hinzu (mein Profil → App hinzufügen → Zum Server hinzufügen) und fordere dort heraus. Hier kannst du gegen meine Engine spielen: `/herausfordern engine`.
engine-needs-the-bot = Hier kann ich keine Bretter posten; spiele gegen meine Engine in einer Direktnachricht mit mir, oder füge mich diesem Server hinzu (mein Profil → App hinzufügen → Zum Server hinzufügen).
error-forget-changed = Jetzt { $running ->
        [one] läuft
       *[other] laufen
    } { $running } deiner Partien, nicht wie angekündigt; benutze /daten vergessen noch einmal.
error-player-forgotten = Dieser Spieler hat seine Daten auf eigenen Wunsch löschen lassen; um eine Revanche kann man ihn nicht bitten.
error-premove-engine = Bedingte Züge gibt es für Partien zwischen Menschen; die Engine antwortet ohnehin sofort.
error-premove-your-turn = Du bist am Zug: spiele erst deinen Zug, dann plane deine Antworten auf die Erwiderung.
error-premove-too-short = Eine Zugfolge braucht den Zug deines Gegners und deine Antwort, etwa `c4 d5`.
error-premove-too-long = Eine Zugfolge hat höchstens { $max } { $max ->
        [one] Zug
       *[other] Züge
    }.
error-premove-ends-with-opponent = Eine Zugfolge endet mit deiner Antwort: Zug { $index }, { $notation }, ist der deines Gegners und hat keine.
error-premove-too-many = Du hast in dieser Partie schon { $max } { $max ->
        [one] Zugfolge
       *[other] Zugfolgen
    }; lösche sie zuerst mit `/vorauszug löschen`.
error-premove-illegal = Zug { $index } ({ $notation }) ist dort nicht möglich. { $reason }
error-premove-after-end = Zug { $index }, { $notation }: die Partie ist davor schon zu Ende.
error-premove-turn-skipped = Zug { $index }, { $notation }: direkt davor ist ein Passen erzwungen, die Züge der Folge wechseln sich nicht mehr ab.
error-premove-conflict = Zug { $index }, { $notation }: deine Zugfolge { $line } beantwortet dieselben Züge mit { $answer }; lösche deine Zugfolgen, um sie zu ändern.
error-explore-from = Diesen Zug gibt es nicht: die Partie hat bisher { $max } { $max ->
        [one] Zug
       *[other] Züge
    } (`ab` geht von 0 bis { $max }).

error-not-taking-challenges = { $name } nimmt im Moment keine Herausforderungen von dir an.
error-block-self = Du kannst dich nicht selbst blockieren.
error-block-too-many = Du blockierst bereits { $limit ->
        [one] einen Spieler
       *[other] { $limit } Spieler
    }, das Höchstmaß; entsperre zuerst einen mit `/entsperren`.
