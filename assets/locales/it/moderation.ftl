# Organizzatori e moderatori (issue #36): torneo annulla e rimuovi, moderare, impostazioni registro.
tournament-cancel-confirm = Annullare **{ $name }**? { $running ->
    [0] Nessuno verrà più abbinato.
    [one] La sua partita ancora in corso finirà senza risultato e senza variazioni di punteggio.
   *[other] Le sue { $running } partite ancora in corso finiranno senza risultato e senza variazioni di punteggio.
}
tournament-cancel-yes = Annullalo
tournament-cancel-no = Tienilo
tournament-kept = Il torneo continua; non è cambiato nulla.
tournament-cancel-not-yours = Solo chi ha chiesto di annullare può confermarlo; usa tu stesso `/torneo annulla`.
tournament-cancelled = **{ $name }** è annullato: le sue partite in corso sono state annullate e il suo canale è stato avvisato.
tournament-cancelled-post = 🚫 **{ $name }** ({ $id }) è stato annullato da { $moderator }. Le sue partite ancora in corso finiscono senza risultato e senza variazioni di punteggio.
tournament-cancelled-status = Annullato: le sue partite ancora in corso sono state annullate.
tournament-label-cancelled = annullato
tournament-removed = { $player } è stato rimosso da **{ $name }**, come se si fosse ritirato.
tournament-removed-post = { $moderator } ha rimosso { $player } da **{ $name }** ({ $id }): le sue partite ancora in corso sono abbandonate e non sarà più abbinato.
moderation-aborted = La partita { $game } è annullata: nessun risultato, nessuna variazione di punteggio. Entrambi i giocatori e il suo thread sono avvisati.
moderation-adjudicated = La partita { $game } è finita: { $result }. Entrambi i giocatori e il suo thread sono avvisati.
moderation-aborted-notice = { $black } { $white }: { $moderator } (un moderatore) ha annullato { $title }. Non ha risultato e non cambia alcun punteggio.
moderation-adjudicated-notice = { $black } { $white }: { $moderator } (un moderatore) ha concluso { $title }: { $result }.
moderation-result-black = vince il Nero
moderation-result-white = vince il Bianco
moderation-result-draw = patta
moderation-result-needed = Indica il risultato con `risultato` quando arbitri: vince-nero, vince-bianco o patta.
moderation-result-with-abort = Una partita annullata non ha risultato: ometti `risultato`, oppure scegli `azione: arbitra`.
error-moderation-not-moderator = Solo i membri con Gestisci server o il ruolo degli organizzatori di questo server possono farlo; chiedi a uno di loro.
error-moderation-not-creator = Solo { $creator } (prima dell'inizio) o un moderatore (Gestisci server o il ruolo degli organizzatori) può annullare questo torneo.
error-moderation-creator-after-start = Questo torneo è iniziato: ora solo un moderatore (Gestisci server o il ruolo degli organizzatori) può annullarlo.
error-moderation-already-cancelled = Questo torneo è già stato annullato.
error-moderation-over = Questo torneo è finito; non c'è più nulla da annullare.
error-moderation-own-game = Giochi in questa partita, quindi deve decidere un altro moderatore (un risultato qui cambierebbe il tuo punteggio). Puoi comunque annullarla.
error-moderation-player-not-in = { $player } non partecipa a questo torneo.
error-moderation-player-withdrawn = { $player } si è già ritirato da questo torneo.
audit-title = **Cosa hanno fatto qui i moderatori** (ultimi { $count }, dal più recente):
audit-empty = Nessun moderatore ha ancora fatto nulla qui.
audit-more = …e { $count ->
        [one] un altro
       *[other] altri { $count }
    }.
audit-cancel-tournament = { $when }: { $moderator } ha annullato il torneo { $tournament }
audit-remove-player = { $when }: { $moderator } ha rimosso { $player } dal torneo { $tournament }
audit-abort-game = { $when }: { $moderator } ha annullato la partita { $game }
audit-adjudicate-game = { $when }: { $moderator } ha arbitrato la partita { $game }: { $result }
