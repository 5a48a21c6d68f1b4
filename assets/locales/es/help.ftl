rules-abande-intro = **Abande** (Dieter Stein). 18 piezas cada uno, tablero vacío; Negro empieza entrando una pieza donde quiera.
rules-abande-turn = En cada turno: **entra** una pieza junto a la banda, **mueve** una de tus pilas un paso sobre una pila rival vecina (nunca más alta que 3, sin partir nunca la banda), o **pasa** (solo sin piezas en mano). Las pilas pueden moverse cuando Negro ha entrado su segunda pieza. Si ambos pasan seguidos, la partida termina.
rules-abande-score = **Puntos**: cada pila que coronas vale su altura, salvo si no toca ninguna pila coronada por el rival (dormida: 0).
rules-abande-notation = **Notación**: entrar `d4`, mover `e2-d3` (también `e2d3`, `e2xd3`), `pass`.
rules-abalone-intro = **Abalone**. 14 canicas cada uno; Negro mueve primero. Mueve de 1 a 3 de tus canicas en línea un paso: **en línea** a lo largo de la línea (empujando 1 con 2, o 1–2 con 3, a un punto libre o fuera del tablero), o **lateralmente** a puntos libres. Expulsa seis canicas rivales para ganar.
rules-abalone-notation = **Notación** (AbaPro): en línea `a1b2` = la canica de cola y adónde va; lateral `c6c7d6` = las dos canicas de los extremos y luego adónde llega la primera. Filas a–i de abajo arriba, diagonales 1–9.
rules-board-abande-hex = Tablero: 37 puntos, columnas a–g (4,5,6,7,6,5,4 puntos), numerados desde 1 abajo en cada columna.
rules-board-abande-square = Tablero: 7×7, columnas a–g, filas 1–7; cada punto toca a sus 8 vecinos.
rules-board-abande-snub = Tablero: 7×7 snub-square: líneas ortogonales más 18 diagonales (como se dibuja).
rules-board-abalone = Inicio: la disposición estándar.
rules-board-abalone-belgian = Inicio: Margarita belga.
rules-board-abalone-german = Inicio: Margarita alemana.
rules-how-to-write = **Cómo escribir una jugada.** { $form }
rules-source-abande = Reglas completas: Dieter Stein, https://spielstein.com/games/abande
rules-source-abalone = Reglas completas: https://es.wikipedia.org/wiki/Abalone

help-play = **abande-bot** juega a Abande y a Abalone por correspondencia.
    `/desafiar persona jugador juego [color]` – invita a alguien; `/desafiar abierto juego [color]` – un desafío para todos.
    `/desafiar personalizado juego [rival] [color] [horas_por_jugada] [reloj] [puntuable] [puntuación_mín] [puntuación_máx]` – todas las opciones; sin `rival`, un desafío abierto (límites de puntuación opcionales). Puntúa salvo `puntuable` en no. Tiempo: `horas_por_jugada` por jugada (72 por defecto, `0` = sin límite), o `reloj`: una reserva de tiempo, `rápido` (1 día + 12 h por jugada, hasta 3 días), `estándar` (3 d + 1 d, hasta 7), `relajado` (10 d + 36 h, hasta 10) o `personalizado` (`horas_reserva`, `horas_añadidas`, `horas_máx`). Si se te acaba el tiempo pierdes; antes llegan recordatorios.
    `/desafiar motor juego [nivel]` – juega ya contra mi motor, nivel 1-5 (3 por defecto), sin puntuar y sin reloj.
    `/jugar jugada [partida]` – haz una jugada (se sugieren las jugadas legales mientras escribes); en el hilo de una partida la partida va implícita.
    `/pasar`, `/abandonar` (pide confirmación), `/tablas` (ofrecer tablas o aceptar las suyas), `/deshacer` (antes de su respuesta) – cada uno con `[partida]`.
    `/prejugada añadir línea [partida]`, `/prejugada lista`, `/prejugada borrar` – jugadas condicionales: «si juega c4, juego d5»; la respuesta se juega al instante (no contra mi motor).
    `/avisos mensaje_directo:sí|no` – un mensaje directo cuando te toca.
    `/bloquear [jugador]`, `/desbloquear jugador` – rechaza sus desafíos, o ya no.
    `/vacaciones empezar días` / `/vacaciones terminar` – para tus relojes en todas las partidas ({ $days } { $days ->
        [one] día
       *[other] días
    } al año).
    `/torneo crear nombre juego formato jugadores_max [rondas] [reloj] [empieza_en_horas]` – abre un torneo todos contra todos o suizo con los botones Apuntarse / Retirarse / Empezar ya; `/torneo clasificacion [torneo]` – su clasificación (imagen y tabla); `/torneo lista`, `/torneo ver [torneo]` (rondas y partidas), `/torneo retirada [torneo]`.
help-browse =
    `/tablero [partida] [jugadas] [texto]` – el tablero ahora, o tras ese número de `jugadas`; `texto:true` como texto.
    `/explorar [jugadas] [partida] [desde]` – en privado, la posición tras las jugadas probadas (cada una comprobada); los botones **Explorar** y **Texto** bajo un tablero.
    `/web enlace [partida]` – un enlace privado a tus partidas en la página web, para seguirlas y jugar con clics; `/web revocar` anula todos tus enlaces.
    `/problema ver|responder|estadísticas|del_día` – problemas de partidas reales: encuentra la única jugada ganadora.
    `/partidas` – tus partidas en curso y desafíos pendientes.
    `/historial [jugador] [juego] [rival]` – partidas terminadas, diez por página.
    `/partida partida`, `/repetición partida`, `/exportar partida` – las jugadas de una partida, un GIF animado, la partida como archivo.
    `/estadísticas [jugador]` – resultados, puntuaciones y un gráfico de puntuación.
    `/analizar [partida]` – el análisis del motor de una partida; `/pista` – su jugada, contra mí.
    `/clasificación juego [ámbito]` – los mejores jugadores, de este servidor o de todos.
    Tras una partida, **Revancha** propone jugar otra con los colores cambiados.
    `/reglas juego` – resumen de reglas y notación.
    `/ajustes` – para los admins del servidor: el canal de partidas, quién organiza torneos, el idioma de los mensajes públicos, el reloj por defecto y los límites.
    `/moderar partida accion [resultado]` – para moderadores: anular o arbitrar una partida del servidor; `/torneo cancelar [torneo]`, `/torneo quitar jugador [torneo]`; `/ajustes registro` lista lo que hicieron.
    `/datos exportar|olvidar` – una copia de todo lo que guardo sobre ti, o su borrado.
    Los comandos hablan tu idioma de Discord (inglés, francés, italiano, alemán, español); los mensajes de una partida, el de su servidor. Instala la app en tu cuenta para usar los comandos de consulta y jugar contra mi motor por mensaje directo.
