## Tournois : refus

tournament-error-not-found = Il n'y a pas de tournoi { $tournament }.
tournament-error-empty-name = Un tournoi doit avoir un nom.
tournament-error-name-too-long = Le nom d'un tournoi compte au plus { $max } { $max ->
        [one] caractère
       *[other] caractères
    }.
tournament-error-name-mentions = Le nom d'un tournoi ne peut mentionner personne.
tournament-error-players = Un tournoi se joue de { $min } à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    } ; { $given } n'est pas permis.
tournament-error-rounds = Un tournoi suisse se joue en 1 à { $max } { $max ->
        [one] ronde
       *[other] rondes
    } ; { $given } n'est pas permis.
tournament-error-rounds-in-round-robin = Seul un tournoi suisse a un nombre de rondes ; un toutes-rondes fait jouer chacun contre tous une fois.
tournament-error-signup-too-long = Les inscriptions durent au plus 30 jours.
tournament-error-full = Ce tournoi est complet.
tournament-error-already-in = Vous êtes déjà inscrit à ce tournoi.
tournament-error-not-in = Vous n'êtes pas inscrit à ce tournoi.
tournament-error-started = Ce tournoi a commencé ; les inscriptions sont closes.
tournament-error-cannot-leave = Ce tournoi a commencé ; pour ne plus y jouer, utilisez `/tournoi retrait`.
tournament-error-not-creator = Seul { $creator } peut lancer ce tournoi.
tournament-error-too-few-swiss = Un tournoi suisse demande au moins { $min } { $min ->
        [one] joueur
       *[other] joueurs
    } pour commencer.
tournament-error-too-few-round-robin = Un toutes-rondes demande au moins { $min } { $min ->
        [one] joueur
       *[other] joueurs
    } pour commencer.

## Tournois : le message d'inscription, le classement, les appariements

tournament-heading = **{ $name }** ({ $id }) : { $format } de { $game }
tournament-signup = 🏆 { $heading } ; { $clock } ; classé : { $rated ->
        [yes] oui
       *[no] non
    }. Organisé par { $creator }.
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
tournament-standings-title = 🏆 { $heading }
tournament-player = Joueur
tournament-points = Pts
tournament-games = Parties
tournament-sonneborn-berger = SB
tournament-buchholz = Buchh
tournament-pairing = **{ $name }** : { $black } (Noirs) contre { $white } (Blancs), partie { $game }. Bonne chance !
tournament-none-here = Il n'y a pas encore de tournoi ici ; lancez-en un avec `/tournoi créer`.
tournament-more-in-picture = …et { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } de plus : voir l'image.
tournament-cross-table-limit = Le tableau croisé est montré jusqu'à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }.
tournament-signup-open = Inscriptions ouvertes : { $taken } { $taken ->
        [one] place prise
       *[other] places prises
    } sur { $max }
tournament-error-already-withdrawn = Vous vous êtes déjà retiré de ce tournoi.
tournament-error-over = Ce tournoi est terminé.
tournament-error-bot = Les bots ne jouent pas en tournoi ; ses parties sont entre personnes.
tournament-won = 🏆 **{ $name }** ({ $id }) est terminé. { $count ->
    [one] Vainqueur : { $winners }. Félicitations !
   *[other] Premières places ex æquo : { $winners }. Félicitations !
}
tournament-left = Vous avez rendu votre place dans **{ $name }**.
tournament-withdrawn = Vous vous êtes retiré de **{ $name }** : vos parties en cours ont été abandonnées et vous ne serez plus apparié.
tournament-withdrawn-mark = retiré
tournament-withdrawn-list = Retirés : { $players }
tournament-label-signup = inscriptions
tournament-label-round = ronde { $round } sur { $rounds }
tournament-label-finished = terminé
tournament-list-title = 🏆 Les tournois d'ici, ouverts et en cours d'abord :
tournament-list-line = { $heading }, { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }. { $status }
tournament-round = Ronde { $round }
tournament-no-rounds-yet = Pas encore de parties : les inscriptions sont ouvertes.
tournament-bye = { $player } : exempt (une victoire)
tournament-game-running = en cours
tournament-game-no-result = sans résultat
tournament-more-lines = …et { $count } de plus.
tournament-error-round-robin-too-large = Un toutes-rondes se joue à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    } au plus : chacun y joue contre tous en même temps, si bien que { $max } { $max ->
        [one] joueur lance
       *[other] joueurs lancent
    } déjà { $games } { $games ->
        [one] partie
       *[other] parties
    }, chacune dans son fil, { $each } par joueur ; { $given } n'est pas permis. Pour plus de joueurs, choisissez la formule suisse, qui apparie une ronde à la fois.
tournament-error-no-clock = Un tournoi a besoin d'une pendule qui tourne : un inscrit qui ne joue jamais bloquerait chaque ronde pour toujours. Donnez `heures_par_coup` de 1 à 336 (0 veut dire sans limite) ou une réserve de temps avec `pendule`.
tournament-error-withdrawal-changed = Depuis votre demande, vos parties en cours dans ce tournoi sont devenues { $running } ; utilisez de nouveau `/tournoi retrait` pour voir ce qu'il ferait.
tournament-withdraw-confirm = Vous retirer de **{ $name }** ? { $running ->
    [0] Vous n'avez aucune partie en cours.
    [one] Votre partie en cours sera abandonnée (une défaite).
   *[other] Vos { $running } parties en cours seront abandonnées (des défaites).
} Vous ne serez plus apparié.
tournament-leave-confirm = Rendre votre place dans **{ $name }** ?
tournament-withdraw-yes = Me retirer
tournament-leave-yes = Partir
tournament-withdraw-no = Rester
tournament-stayed = Vous restez dans le tournoi ; rien n'a changé.
tournament-withdraw-not-yours = Seul le joueur qui a demandé à se retirer peut le confirmer.
tournament-round-continued = Ronde { $round } (suite)
tournament-page = Page { $page } sur { $pages }
