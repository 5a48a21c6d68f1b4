## Tournois : refus

tournament-error-not-found = il n'y a pas de tournoi { $tournament }
tournament-error-empty-name = un tournoi doit avoir un nom
tournament-error-name-too-long = le nom d'un tournoi compte au plus { $max } caractères
tournament-error-name-mentions = le nom d'un tournoi ne peut mentionner personne
tournament-error-players = un tournoi se joue de { $min } à { $max } joueurs ; { $given } n'est pas permis
tournament-error-rounds = un tournoi suisse se joue en 1 à { $max } rondes ; { $given } n'est pas permis
tournament-error-rounds-in-round-robin = seul un tournoi suisse a un nombre de rondes ; un toutes-rondes fait jouer chacun contre tous une fois
tournament-error-signup-too-long = les inscriptions durent au plus 30 jours
tournament-error-full = ce tournoi est complet
tournament-error-already-in = vous êtes déjà inscrit à ce tournoi
tournament-error-not-in = vous n'êtes pas inscrit à ce tournoi
tournament-error-started = ce tournoi a commencé ; les inscriptions sont closes
tournament-error-cannot-leave = ce tournoi a commencé ; personne ne peut plus le quitter
tournament-error-not-creator = seul { $creator } peut lancer ce tournoi
tournament-error-too-few-swiss = un tournoi suisse demande au moins { $min } joueurs pour commencer
tournament-error-too-few-round-robin = un toutes-rondes demande au moins { $min } joueurs pour commencer

## Tournois : le message d'inscription, le classement, les appariements

tournament-signup = 🏆 **{ $name }** ({ $id }) : { $format } de { $game } ; { $clock } ; classé : { $rated }. Organisé par { $creator }.
tournament-places = Places prises : { $taken } sur { $max } : { $players }
tournament-starts-at = Les inscriptions se closent et les parties commencent { $at }.
tournament-starts-by-creator = Les parties commencent quand l'organisateur appuie sur **Commencer**.
tournament-running = En cours : ronde { $round } sur { $rounds }.
tournament-finished = Terminé : le classement est définitif.
tournament-format-round-robin = tournoi toutes-rondes
tournament-format-swiss = tournoi suisse
tournament-join = S'inscrire
tournament-leave = Se retirer
tournament-start-now = Commencer
tournament-standings-title = 🏆 **{ $name }** ({ $id }), { $format } de { $game }
tournament-player = Joueur
tournament-points = Pts
tournament-games = Parties
tournament-sonneborn-berger = SB
tournament-buchholz = Buchh
tournament-pairing = **{ $name }** : { $black } (Noirs) contre { $white } (Blancs), partie { $game }. Bonne chance !
tournament-none-here = il n'y a pas encore de tournoi ici ; lancez-en un avec `/tournoi créer`
