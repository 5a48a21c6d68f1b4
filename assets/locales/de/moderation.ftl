# Organisatoren und Moderatoren (issue #36): turnier absagen und entfernen, moderieren, einstellungen protokoll.
tournament-cancel-confirm = **{ $name }** absagen? { $running ->
    [0] Niemand wird mehr gepaart.
    [one] Seine noch laufende Partie endet ohne Ergebnis und ohne Wertungsänderung.
   *[other] Seine { $running } noch laufenden Partien enden ohne Ergebnis und ohne Wertungsänderung.
}
tournament-cancel-yes = Absagen
tournament-cancel-no = Behalten
tournament-kept = Das Turnier geht weiter; nichts wurde geändert.
tournament-cancel-not-yours = Nur wer die Absage verlangt hat, kann sie bestätigen; nutze selbst `/turnier absagen`.
tournament-cancelled = **{ $name }** ist abgesagt: seine laufenden Partien wurden abgebrochen, und sein Kanal wurde benachrichtigt.
tournament-cancelled-post = 🚫 **{ $name }** ({ $id }) wurde von { $moderator } abgesagt. Seine noch laufenden Partien enden ohne Ergebnis und ohne Wertungsänderung.
tournament-cancelled-status = Abgesagt: seine noch laufenden Partien wurden abgebrochen.
tournament-label-cancelled = abgesagt
tournament-removed = { $player } wurde aus **{ $name }** entfernt, als hätte er sich zurückgezogen.
tournament-removed-post = { $moderator } hat { $player } aus **{ $name }** ({ $id }) entfernt: seine noch laufenden Partien sind aufgegeben, und er wird nicht mehr gepaart.
moderation-aborted = Partie { $game } ist abgebrochen: kein Ergebnis, keine Wertungsänderung. Beide Spieler und ihr Thread sind benachrichtigt.
moderation-adjudicated = Partie { $game } ist beendet: { $result }. Beide Spieler und ihr Thread sind benachrichtigt.
moderation-aborted-notice = { $black } { $white }: { $moderator } (Moderator) hat { $title } abgebrochen. Sie hat kein Ergebnis und ändert keine Wertung.
moderation-adjudicated-notice = { $black } { $white }: { $moderator } (Moderator) hat { $title } beendet: { $result }.
moderation-result-black = Schwarz gewinnt
moderation-result-white = Weiß gewinnt
moderation-result-draw = Remis
moderation-result-needed = Gib beim Entscheiden das Ergebnis mit `ergebnis` an: schwarz-gewinnt, weiß-gewinnt oder remis.
moderation-result-with-abort = Eine abgebrochene Partie hat kein Ergebnis: lass `ergebnis` weg, oder wähle `aktion: entscheiden`.
error-moderation-not-moderator = Nur Mitglieder mit „Server verwalten“ oder der Organisatorenrolle dieses Servers dürfen das; frag einen von ihnen.
error-moderation-not-creator = Nur { $creator } (vor dem Start) oder ein Moderator („Server verwalten“ oder die Organisatorenrolle) darf dieses Turnier absagen.
error-moderation-creator-after-start = Dieses Turnier hat begonnen: nur noch ein Moderator („Server verwalten“ oder die Organisatorenrolle) darf es absagen.
error-moderation-already-cancelled = Dieses Turnier wurde schon abgesagt.
error-moderation-over = Dieses Turnier ist vorbei; es gibt nichts mehr abzusagen.
error-moderation-own-game = Du spielst in dieser Partie mit, also muss ein anderer Moderator sie entscheiden (ein Ergebnis hier ändert deine eigene Wertung). Abbrechen kannst du sie trotzdem.
error-moderation-player-not-in = { $player } spielt nicht in diesem Turnier.
error-moderation-player-withdrawn = { $player } hat sich schon aus diesem Turnier zurückgezogen.
audit-title = **Was Moderatoren hier getan haben** (die letzten { $count }, neueste zuerst):
audit-empty = Hier hat noch kein Moderator etwas getan.
audit-more = …und { $count } weitere.
audit-cancel-tournament = { $when }: { $moderator } hat Turnier { $tournament } abgesagt
audit-remove-player = { $when }: { $moderator } hat { $player } aus Turnier { $tournament } entfernt
audit-abort-game = { $when }: { $moderator } hat Partie { $game } abgebrochen
audit-adjudicate-game = { $when }: { $moderator } hat Partie { $game } entschieden: { $result }
