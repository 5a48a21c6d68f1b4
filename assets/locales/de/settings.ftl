# /settings: die Einstellungen eines Servers (Issue #36) und was sie ablehnen.
settings-title = **Einstellungen dieses Servers**
settings-games-channel = Kanal für Partien: { $channel }
settings-games-channel-unset = dort, wo der Befehl eingegeben wird
settings-organisers = Wer Turniere erstellen darf: { $organisers }
settings-organisers-everyone = alle
settings-organisers-role = Mitglieder mit { $role } (und wer Server verwalten darf)
settings-organisers-manage-server = nur Mitglieder mit Server verwalten
settings-language = Sprache öffentlicher Beiträge: { $language }
settings-language-discord = die Serversprache laut Discord (jetzt { $language })
settings-clock = Standard-Bedenkzeit: { $clock }
settings-clock-bot-default = meine ({ $clock })
settings-limits = Grenzen: { $tournaments } { $tournaments ->
        [one] offenes oder laufendes Turnier
       *[other] offene oder laufende Turniere
    } zugleich; { $games } { $games ->
        [one] Partie
       *[other] Partien
    } zugleich je Spieler (Partien gegen mich zählen nicht)
settings-threads = Threads beendeter Partien: { $hours } h nach dem letzten Brett archiviert (nicht gesperrt: ein neuer Beitrag öffnet sie wieder)
settings-saved = ✅ Gespeichert; es gilt ab dem nächsten Befehl, überall.
settings-channel-not-text = { $channel } ist kein Text- oder Ankündigungskanal dieses Servers, den ich sehen kann; wähle einen anderen.
settings-channel-missing = In { $channel } kann ich die Partien nicht führen: mir fehlt dort { $missing }. Gib mir das in den Kanaleinstellungen (Berechtigungen) oder wähle einen anderen Kanal. Nichts wurde geändert.
settings-role-unknown = Diese Rolle gibt es auf diesem Server nicht; wähle eine aus der Liste. Nichts wurde geändert.
settings-role-needed = Wähle die Rolle mit der Option `role`, wenn die Mitglieder einer Rolle Turniere erstellen dürfen.
settings-role-without-who = Die Option `role` gehört nur zu `who: role`.
settings-clock-needs-hours = Eine Zeit je Zug braucht `move_hours` (1 bis 336).
settings-clock-hours-per-move-only = `move_hours` gehört nur zu `clock: per-move`.
settings-limits-none = Gib mindestens eine Grenze an: `tournaments` oder `games_per_player`.
settings-posted-in-games-channel = Die Partien dieses Servers laufen in { $channel }: { $link }
permission-view-channel = Kanal ansehen
permission-send-messages = Nachrichten senden
permission-create-public-threads = Öffentliche Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-attach-files = Dateien anhängen
permission-read-message-history = Nachrichtenverlauf anzeigen
error-settings-tournament-limit = Dieser Server hat schon { $limit } { $limit ->
        [one] laufendes Turnier
       *[other] laufende Turniere
    } (seine Grenze); beende oder brich erst eines ab.
error-settings-game-limit = Du spielst auf diesem Server schon { $limit } { $limit ->
        [one] Partie
       *[other] Partien
    }, die Grenze hier; beende erst eine.
error-settings-opponent-game-limit = { $name } spielt auf diesem Server schon { $limit } { $limit ->
        [one] Partie
       *[other] Partien
    }, die Grenze hier; versuche es wieder, wenn eine beendet ist.
error-settings-tournament-limit-range = Die Grenze für Turniere zugleich muss zwischen { $min } und { $max } liegen; { $given } geht nicht. Nichts wurde geändert.
error-settings-game-limit-range = Die Grenze für Partien zugleich je Spieler muss zwischen { $min } und { $max } liegen; { $given } geht nicht. Nichts wurde geändert.
error-settings-archive-after-range = Der Thread einer beendeten Partie wird nach { $min } bis { $max } { $max ->
        [one] Stunde
       *[other] Stunden
    } archiviert; { $given } geht nicht. Nichts wurde geändert.
error-settings-organiser-role = Nur Mitglieder mit { $role } (oder Server verwalten) dürfen auf diesem Server Turniere erstellen; frag eines von ihnen oder einen Admin.
error-settings-manage-server = Nur Mitglieder mit Server verwalten dürfen auf diesem Server Turniere erstellen; frag einen Admin.
settings-daily-puzzle = Tagesaufgabe: { $state }
settings-daily-puzzle-off = aus
settings-daily-puzzle-on = an: eine Aufgabe pro Tag in { $channel }, gepostet bei der ersten Prüfung nach Mitternacht UTC, mit den Lösern der vom Vortag
settings-daily-puzzle-no-channel = an, aber pausiert: kein Partienkanal gesetzt (`/einstellungen kanal_partien`)
error-settings-daily-puzzle-needs-channel = Die Tagesaufgabe wird im Partienkanal gepostet, und dieser Server hat keinen. Setz zuerst einen mit `/einstellungen kanal_partien` und schalte die Tagesaufgabe dann wieder ein. Nichts wurde geändert.

settings-challenges = Herausforderungen: { $hours } h offen, bevor sie verfallen
error-settings-challenge-open-range = Eine Herausforderung bleibt { $min } bis { $max } { $max ->
        [one] Stunde
       *[other] Stunden
    } offen; { $given } geht nicht. Nichts wurde geändert.
