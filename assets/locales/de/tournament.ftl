## Turniere: Ablehnungen

tournament-error-not-found = Es gibt kein Turnier { $tournament }.
tournament-error-empty-name = Ein Turnier braucht einen Namen.
tournament-error-name-too-long = Der Name eines Turniers hat höchstens { $max } Zeichen.
tournament-error-name-mentions = Der Name eines Turniers darf niemanden erwähnen.
tournament-error-players = Ein Turnier ist für { $min } bis { $max } Spieler; { $given } ist nicht erlaubt.
tournament-error-rounds = Ein Schweizer Turnier hat 1 bis { $max } { $max ->
        [one] Runde
       *[other] Runden
    }; { $given } ist nicht erlaubt.
tournament-error-rounds-in-round-robin = Nur ein Schweizer Turnier hat eine Rundenzahl; im Rundenturnier spielt jeder einmal gegen jeden.
tournament-error-signup-too-long = Die Anmeldung dauert höchstens 30 Tage.
tournament-error-full = Dieses Turnier ist voll.
tournament-error-already-in = Du bist schon in diesem Turnier.
tournament-error-not-in = Du bist nicht in diesem Turnier.
tournament-error-started = Dieses Turnier hat begonnen; die Anmeldung ist geschlossen.
tournament-error-cannot-leave = Dieses Turnier hat begonnen; um auszusteigen, nutze `/turnier zurückziehen`.
tournament-error-not-creator = Nur { $creator } kann dieses Turnier starten.
tournament-error-too-few-swiss = Ein Schweizer Turnier braucht mindestens { $min } Spieler zum Start.
tournament-error-too-few-round-robin = Ein Rundenturnier braucht mindestens { $min } Spieler zum Start.

## Turniere: die Anmeldung, der Stand, die Paarungen

tournament-heading = **{ $name }** ({ $id }): { $format } in { $game }
tournament-signup = 🏆 { $heading }; { $clock }; gewertet: { $rated ->
        [yes] ja
       *[no] nein
    }. Ausgerichtet von { $creator }.
tournament-places = Belegte Plätze: { $taken } von { $max }: { $players }
tournament-starts-at = Die Anmeldung schließt und die Partien beginnen { $at }.
tournament-starts-by-creator = Die Partien beginnen, wenn der Ausrichter **Jetzt starten** drückt.
tournament-running = Läuft: Runde { $round } von { $rounds }.
tournament-finished = Beendet: der Stand ist endgültig.
tournament-format-round-robin = Rundenturnier
tournament-format-swiss = Schweizer Turnier
tournament-join = Anmelden
tournament-leave = Abmelden
tournament-start-now = Jetzt starten
tournament-standings-title = 🏆 { $heading }
tournament-player = Spieler
tournament-points = Pkt
tournament-games = Partien
tournament-sonneborn-berger = SB
tournament-buchholz = Buchh
tournament-pairing = **{ $name }**: { $black } (Schwarz) gegen { $white } (Weiß), Partie { $game }. Viel Glück!
tournament-none-here = Hier gibt es noch kein Turnier; starte eines mit `/turnier erstellen`.
tournament-more-in-picture = …und { $players } { $players ->
        [one] weiterer Spieler
       *[other] weitere Spieler
    }: siehe Bild.
tournament-cross-table-limit = Die Kreuztabelle wird bis { $max } Spieler gezeigt.
tournament-signup-open = Anmeldung offen: { $taken } von { $max } { $max ->
        [one] Platz
       *[other] Plätzen
    } belegt
tournament-error-already-withdrawn = Du hast dich schon aus diesem Turnier zurückgezogen.
tournament-error-over = Dieses Turnier ist beendet.
tournament-error-bot = Bots können nicht an einem Turnier teilnehmen; seine Partien sind zwischen Menschen.
tournament-won = 🏆 **{ $name }** ({ $id }) ist beendet. { $count ->
    [one] Sieger: { $winners }. Glückwunsch!
   *[other] Geteilter erster Platz: { $winners }. Glückwunsch!
}
tournament-left = Du hast deinen Platz in **{ $name }** zurückgegeben.
tournament-withdrawn = Du hast dich aus **{ $name }** zurückgezogen: deine laufenden Partien wurden aufgegeben, und du wirst nicht mehr gepaart.
tournament-withdrawn-mark = zurückgezogen
tournament-withdrawn-list = Zurückgezogen: { $players }
tournament-label-signup = Anmeldung
tournament-label-round = Runde { $round } von { $rounds }
tournament-label-finished = beendet
tournament-list-title = 🏆 Die Turniere hier, offene und laufende zuerst:
tournament-list-line = { $heading }, { $players } Spieler. { $status }
tournament-round = Runde { $round }
tournament-no-rounds-yet = Noch keine Partien: die Anmeldung ist offen.
tournament-bye = { $player }: spielfrei (ein Sieg)
tournament-game-running = läuft
tournament-game-no-result = ohne Ergebnis
tournament-more-lines = …und { $count } weitere.
tournament-error-round-robin-too-large = Ein Rundenturnier ist für höchstens { $max } Spieler: jeder spielt gleichzeitig gegen jeden, also { $max ->
        [one] startet
       *[other] starten
    } { $max } Spieler schon { $games } { $games ->
        [one] Partie
       *[other] Partien
    }, jede in ihrem Thread, { $each } pro Spieler; { $given } ist nicht erlaubt. Für mehr Spieler wähle den Schweizer Modus, der eine Runde nach der anderen paart.
tournament-error-no-clock = Ein Turnier braucht eine laufende Uhr: ein Teilnehmer, der nie zieht, würde jede Runde für immer aufhalten. Gib `stunden_pro_zug` von 1 bis 336 an (0 heißt ohne Limit) oder ein Zeitkonto mit `uhr`.
tournament-error-withdrawal-changed = Seit deiner Frage sind deine laufenden Partien in diesem Turnier { $running } geworden; nutze `/turnier zurückziehen` erneut, um zu sehen, was es tun würde.
tournament-withdraw-confirm = Aus **{ $name }** zurückziehen? { $running ->
    [0] Du hast keine laufende Partie.
    [one] Deine laufende Partie wird aufgegeben (eine Niederlage).
   *[other] Deine { $running } laufenden Partien werden aufgegeben (Niederlagen).
} Du wirst nicht mehr gepaart.
tournament-leave-confirm = Deinen Platz in **{ $name }** zurückgeben?
tournament-withdraw-yes = Zurückziehen
tournament-leave-yes = Austreten
tournament-withdraw-no = Dabeibleiben
tournament-stayed = Du bleibst im Turnier; nichts hat sich geändert.
tournament-withdraw-not-yours = Nur der Spieler, der sich zurückziehen wollte, kann es bestätigen.
tournament-round-continued = Runde { $round } (Fortsetzung)
tournament-page = Seite { $page } von { $pages }
