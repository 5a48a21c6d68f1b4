# The web board (src/web/) and its links (/web, the board's View button).
web-bad-link = Dieser Link ist ungültig. Hol dir mit /web in Discord einen neuen.
web-expired-link = Dieser Link ist abgelaufen oder wurde widerrufen. Hol dir mit /web in Discord einen neuen.
web-no-game = Unter diesem Link gibt es keine Partie zu zeigen.
web-unavailable = Das Brett ist kurz nicht erreichbar. Versuch es gleich noch einmal.
web-refused-title = Link abgelehnt
web-home = Dies ist das Web-Brett von abande-bot. Öffne die Seite einer Partie über ihre Schaltfläche Ansehen in Discord oder hol dir deinen Link mit /web.
web-black = Schwarz
web-white = Weiß
web-empty = leer
web-aborted = Partie abgebrochen
web-by-score = (auf dem Brett)
web-by-resignation = (durch Aufgabe)
web-by-timeout = (auf Zeit)
web-by-agreement = (im Einvernehmen)
web-by-adjudication = (von einem Moderator entschieden)
web-won = { $name } ({ $color }) hat gewonnen
web-draw = Remis
web-over = Partie beendet
web-to-move = { $name } ({ $color }) ist am Zug
web-board-alt = Brett von { $title } { $ply ->
        [0] am Anfang
        [one] nach { $ply } Zug
       *[other] nach { $ply } Zügen
    }. { $status }
web-engine = { $name } (Engine, Stufe { $level })
web-first = Erster Zug
web-back = Vorheriger Zug
web-forward = Nächster Zug
web-last = Letzter Zug
web-pass = Passen
web-live = live
web-offline = verbinde neu…
web-your-turn = Du bist am Zug
web-pick = Wähle das Ziel (Esc zum Neuanfang).
web-enter-here = Klicke noch einmal auf diesen Punkt, um hier einen Stein einzusetzen, oder wähle einen anderen Punkt.
web-confirm = Spielen
web-cancel = Abbrechen
web-confirm-move = { $move } spielen? Drücke Spielen zum Bestätigen oder Abbrechen.
web-quick = Beim letzten Klick ziehen, ohne Bestätigung
web-flip = Brett drehen
web-next-game = Nächste Partie: { $title }
web-seen-from = { $side ->
        [black] Aus der Sicht von Schwarz
       *[white] Aus der Sicht von Weiß
    }
web-sent = Zug wird gespielt…
web-players = Spieler
web-steps = Durch die Züge blättern
web-moves = Züge
web-diagram = Die Stellung als Text
web-view-only = Dieser Link zeigt die Partie nur an; hol dir mit /web deinen eigenen, um zu spielen.
web-not-your-turn = Du bist nicht am Zug.
web-cross-site = Abgelehnt: Diese Anfrage kam nicht von der Seite des Bretts.
web-too-fast = Zu viele Anfragen; warte einen Moment.
web-bad-request = Die Anfrage ist nicht lesbar.
web-view-button = Ansehen
web-link = Dein privater Link zu { $game } ({ $days } { $days ->
        [one] Tag
       *[other] Tage
    } gültig; er erlaubt zu ziehen, behalte ihn für dich): { $url }
web-link-off = Das Web-Brett ist hier nicht eingerichtet.
web-revoked = Alle Web-Links, die du bekommen hast, funktionieren nicht mehr.
# The Discord Activity (src/web/activity.rs, assets/web/activity.js).
web-activity-off = Die Discord-Aktivität ist hier nicht eingerichtet: Sie braucht DISCORD_CLIENT_SECRET und das Web-Brett (siehe „Discord Activity“ in der README).
web-activity-starting = Ich verbinde mich noch mit Discord. Versuche es gleich noch einmal.
web-activity-refused = Discord hat nicht bestätigt, wer du bist. Schließe die Aktivität und öffne sie erneut.
web-activity-failed = Ich konnte bei Discord nicht prüfen, wer du bist. Versuche es gleich noch einmal.
web-activity-connecting = Verbinde mit Discord…
web-activity-outside = Diese Seite läuft in Discord, als meine Aktivität. Anderswo öffnest du eine Partie über ihren Ansehen-Knopf oder holst dir deinen Link mit /web.
web-activity-games = Deine Partien
web-activity-none = Du hast noch keine Partien. Starte eine mit /herausfordern in Discord.
web-activity-back = Deine Partien
web-activity-won = Du hast gewonnen
web-activity-lost = Du hast verloren
web-activity-their-turn = { $name } ist am Zug
web-activity-vs = gegen { $name }
# The analysis chart on a game's page (src/web/state.rs).
web-chart = Analyse
web-chart-alt = Die Bewertung der Engine nach jedem Zug, in { $unit }: oben { $black }, unten { $white }.
web-chart-turns = Wendepunkte nach den Zügen { $moves }.
web-chart-values = Die Bewertung nach jedem Zug
# Mit Discord anmelden im Web (src/web/sign_in.rs).
web-sign-in = Mit Discord anmelden
web-signed-in-as = Angemeldet als { $name }
web-signed-in = Angemeldet
web-sign-out = Abmelden
web-sign-in-title = Anmeldung
web-sign-in-back = Zurück zur Partie
web-sign-in-off = Die Anmeldung mit Discord ist hier nicht eingerichtet: Sie braucht DISCORD_CLIENT_SECRET, PUBLIC_URL und die Weiterleitungs-URI PUBLIC_URL/auth/callback im Developer Portal.
web-sign-in-not-started = Diese Anmeldung hat nicht auf dieser Seite begonnen oder dauerte länger als zehn Minuten. Beginne sie erneut auf der Seite der Partie.
web-sign-in-denied = Discord hat dich nicht angemeldet: Die Anmeldung wurde abgebrochen. Du kannst die Partie weiter ansehen.
