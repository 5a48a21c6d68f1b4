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
rules-how-to-write = Cómo escribir una jugada: { $form }.
rules-source-abande = Reglas completas: Dieter Stein, https://spielstein.com/games/abande
rules-source-abalone = Reglas completas: https://es.wikipedia.org/wiki/Abalone

help-play = **abande-bot** juega a Abande y a Abalone por correspondencia.
    `/challenge game [opponent] [color] [move_hours] [clock] [rated] [min_rating] [max_rating]` – invita a alguien (acepta con un botón), u omite `opponent` para un desafío abierto que cualquiera puede aceptar (límites de puntuación opcionales). Puntúa salvo `rated:false`. Tiempo: `move_hours` por jugada (72 por defecto, `0` = sin límite), o `clock`: una reserva, `fast` (1 día + 12 h por jugada, hasta 3 días), `standard` (3 d + 1 d, hasta 7), `relaxed` (10 d + 36 h, hasta 10) o `custom` (`bank_hours`, `increment_hours`, `max_hours`). Si se te acaba el tiempo pierdes; antes llegan recordatorios.
    `/challenge game opponent:@yo [level]` – juega ya contra mi motor, nivel 1-5 (3 por defecto), sin puntuar y sin reloj.
    `/move move [game]` – haz una jugada (se sugieren las jugadas legales mientras escribes); en el hilo de una partida la partida va implícita.
    `/pass`, `/resign` (pide confirmación), `/draw` (ofrecer tablas o aceptar las suyas), `/takeback` (antes de su respuesta) – cada uno con `[game]`.
    `/notify dm:on|off` – un mensaje directo cuando te toca.
    `/vacation start days` / `/vacation end` – para tus relojes en todas las partidas (30 días al año).
help-browse =
    `/board [game] [ply]` – el tablero ahora, o tras `ply` jugadas.
    `/games` – tus partidas en curso y desafíos pendientes.
    `/history [user] [game] [opponent]` – partidas terminadas, diez por página.
    `/game id`, `/replay id`, `/export id` – las jugadas de una partida, un GIF animado, la partida como archivo.
    `/stats [user]` – resultados, puntuaciones y un gráfico de puntuación.
    `/leaderboard game [scope]` – los mejores jugadores, de este servidor o de todos.
    Tras una partida, **Revancha** propone jugar otra con los colores cambiados.
    `/rules game` – resumen de reglas y notación.
    Los comandos hablan tu idioma de Discord (inglés, francés, italiano, alemán, español); los mensajes de una partida, el de su servidor. Instala la app en tu cuenta para usar los comandos de consulta y jugar contra mi motor por mensaje directo.
