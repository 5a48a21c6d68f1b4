rules-abande-intro = **Abande** (Dieter Stein). 18 pezzi a testa, tavoliere vuoto; il Nero inizia depositando un pezzo dove vuole.
rules-abande-turn = A ogni turno: **deposita** un pezzo accanto alla banda, **muovi** una tua pila di un passo sopra una pila avversaria adiacente (mai più alta di 3, senza mai dividere la banda), oppure **passa** (solo senza pezzi in mano). Le pile si possono muovere dopo che il Nero ha depositato il secondo pezzo. Due passaggi di fila: fine della partita.
rules-abande-score = **Punti**: ogni pila che controlli vale la sua altezza, a meno che non tocchi nessuna pila avversaria (pila dormiente: 0).
rules-abande-notation = **Notazione**: deposito `d4`, movimento `e2-d3` (anche `e2d3`, `e2xd3`), `pass`.
rules-abalone-intro = **Abalone**. 14 biglie a testa; il Nero muove per primo. Muovi da 1 a 3 tue biglie allineate di un passo: **in linea** lungo la linea (spingendo 1 con 2, o 1–2 con 3, in un punto libero o fuori dal tavoliere), oppure **lateralmente** in punti liberi. Spingi fuori sei biglie avversarie per vincere.
rules-abalone-notation = **Notazione** (AbaPro): in linea `a1b2` = la biglia in coda e dove va; laterale `c6c7d6` = le due biglie alle estremità, poi dove arriva la prima. Righe a–i dal basso in alto, diagonali 1–9.
rules-board-abande-hex = Tavoliere: 37 intersezioni, colonne a–g (4,5,6,7,6,5,4 intersezioni), numerate da 1 in basso in ogni colonna.
rules-board-abande-square = Tavoliere: 7×7, colonne a–g, righe 1–7; ogni intersezione tocca le sue 8 vicine.
rules-board-abande-snub = Tavoliere: 7×7 snub-square: linee ortogonali più 18 diagonali (come disegnato).
rules-board-abalone = Inizio: la disposizione standard.
rules-board-abalone-belgian = Inizio: Margherita belga.
rules-board-abalone-german = Inizio: Margherita tedesca.
rules-how-to-write = **Come scrivere una mossa.** { $form }
rules-source-abande = Regole complete: Dieter Stein, https://spielstein.com/games/abande
rules-source-abalone = Regole complete: https://it.wikipedia.org/wiki/Abalone_(gioco)

help-play = **abande-bot** gioca ad Abande e ad Abalone per corrispondenza.
    `/sfida persona giocatore gioco [colore]` – invita qualcuno; `/sfida aperta gioco [colore]` – una sfida per tutti.
    `/sfida personalizzata gioco [avversario] [colore] [ore_per_mossa] [orologio] [valida] [punteggio_min] [punteggio_max]` – tutte le opzioni; senza `avversario`, una sfida aperta (limiti di punteggio facoltativi). Valida per il punteggio salvo `valida` a no. Tempo: `ore_per_mossa` per mossa (72 di default, `0` = nessuno), oppure `orologio`: una riserva di tempo, `veloce` (1 giorno + 12 h a mossa, fino a 3 giorni), `standard` (3 g + 1 g, fino a 7), `rilassato` (10 g + 36 h, fino a 10) o `personalizzato` (`ore_riserva`, `ore_aggiunte`, `ore_max`). Se il tempo finisce perdi; prima arrivano dei promemoria.
    `/sfida motore gioco [livello]` – gioca subito contro il mio motore, livello 1-5 (default 3), senza punteggio né orologio.
    `/muovi mossa [partita]` – gioca una mossa (le mosse legali vengono suggerite mentre scrivi); nel thread di una partita la partita è implicita.
    `/passa`, `/abbandona` (chiede conferma), `/patta` (proponi la patta o accetta la loro), `/ritira` (prima della loro risposta) – ognuno con `[partita]`.
    `/premossa aggiungi linea [partita]`, `/premossa elenco`, `/premossa cancella` – mosse condizionali: «se gioca c4, gioco d5»; la risposta è giocata subito (non contro il mio motore).
    `/notifiche messaggio_privato:sì|no` – un messaggio diretto quando tocca a te.
    `/blocca [giocatore]`, `/sblocca giocatore` – rifiuta le sue sfide, o non più.
    `/vacanza inizio giorni` / `/vacanza fine` – ferma i tuoi orologi in tutte le partite ({ $days } { $days ->
        [one] giorno
       *[other] giorni
    } all'anno).
    `/torneo crea nome gioco formula giocatori_max [turni] [orologio] [inizio_tra_ore]` – apri un torneo all'italiana o svizzero con i pulsanti Iscriviti / Ritirati / Inizia ora; `/torneo classifica [torneo]` – la sua classifica (immagine e tabella); `/torneo elenco`, `/torneo mostra [torneo]` (turni e partite), `/torneo ritiro [torneo]`.
help-browse =
    `/tavoliere [partita] [mosse] [testo]` – il tavoliere ora, o dopo quel numero di `mosse`; `testo:true` come testo.
    `/esplora [mosse] [partita] [da]` – in privato, la posizione dopo le mosse provate (ognuna verificata); i pulsanti **Esplora** e **Testo** sotto un tavoliere.
    `/web link [partita]` – un link privato alle tue partite sulla pagina web, per seguirle e giocare con un clic; `/web revoca` annulla tutti i tuoi link.
    `/problema mostra|rispondi|statistiche|del_giorno` – problemi da partite vere: trova l'unica mossa vincente.
    `/partite` – le tue partite in corso e le sfide in attesa.
    `/storico [giocatore] [gioco] [avversario]` – le partite finite, dieci per pagina.
    `/partita partita`, `/rivedi partita`, `/esporta partita` – le mosse di una partita, una GIF animata, la partita come file.
    `/statistiche [giocatore]` – risultati, punteggi e grafico del punteggio.
    `/analizza [partita]` – l'analisi del motore di una partita; `/suggerimento` – la sua mossa, contro di me.
    `/classifica gioco [ambito]` – i migliori giocatori, di questo server o di tutti.
    Dopo una partita, **Rivincita** propone di rigiocare a colori invertiti.
    `/regole gioco` – riassunto delle regole e notazione.
    `/impostazioni` – per gli admin del server: il canale delle partite, chi organizza i tornei, la lingua dei messaggi pubblici, l'orologio predefinito e i limiti.
    `/moderare partita azione [risultato]` – per i moderatori: annullare o arbitrare una partita del server; `/torneo annulla [torneo]`, `/torneo rimuovi giocatore [torneo]`; `/impostazioni registro` elenca cosa hanno fatto.
    `/dati esporta|dimentica` – una copia di tutto ciò che conservo su di te, o la sua cancellazione.
    I comandi parlano la tua lingua di Discord (inglese, francese, italiano, tedesco, spagnolo); i messaggi di una partita quella del suo server. Installa l'app sul tuo account per usare i comandi di consultazione e giocare contro il mio motore nei messaggi diretti.
