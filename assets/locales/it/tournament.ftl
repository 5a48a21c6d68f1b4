## Tornei: rifiuti

tournament-error-not-found = non esiste il torneo { $tournament }
tournament-error-empty-name = un torneo ha bisogno di un nome
tournament-error-name-too-long = il nome di un torneo è lungo al massimo { $max } caratteri
tournament-error-name-mentions = il nome di un torneo non può menzionare nessuno
tournament-error-players = un torneo è per { $min }-{ $max } giocatori; { $given } non è permesso
tournament-error-rounds = un torneo svizzero si gioca in 1-{ $max } turni; { $given } non è permesso
tournament-error-rounds-in-round-robin = solo un torneo svizzero ha un numero di turni; un girone all'italiana fa giocare tutti contro tutti una volta
tournament-error-signup-too-long = le iscrizioni durano al massimo 30 giorni
tournament-error-full = questo torneo è al completo
tournament-error-already-in = sei già iscritto a questo torneo
tournament-error-not-in = non sei iscritto a questo torneo
tournament-error-started = questo torneo è iniziato; le iscrizioni sono chiuse
tournament-error-cannot-leave = questo torneo è iniziato; nessuno può più lasciarlo
tournament-error-not-creator = solo { $creator } può avviare questo torneo
tournament-error-too-few-swiss = un torneo svizzero ha bisogno di almeno { $min } giocatori per iniziare
tournament-error-too-few-round-robin = un girone all'italiana ha bisogno di almeno { $min } giocatori per iniziare
