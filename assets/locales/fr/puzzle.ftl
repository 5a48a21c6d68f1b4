# /puzzle (issue #39): puzzles from finished games.
puzzle-side = { $color ->
        [black] Noir
       *[white] Blanc
    }
puzzle-title = Problème { $id }
puzzle-intro = **Problème { $id }** ({ $kind }, classé { $rating }) : { $color ->
        [black] Noir
       *[white] Blanc
    } joue et a un seul coup qui gagne du matériel ; tout autre coup est nettement moins bon. Coup { $step } sur { $moves } : répondez avec `/problème répondre coup:`.
puzzle-record = Problèmes : { $solved } { $solved ->
        [one] résolu
       *[other] résolus
    }, { $failed } { $failed ->
        [one] manqué
       *[other] manqués
    }, série { $streak } (record { $best }), classement { $rating }.
puzzle-right-go-on = Exact ! Je réponds { $reply }. Trouvez le coup suivant.
puzzle-solved = Résolu ! La ligne complète : { $line }.
puzzle-failed = Pas celui-ci : { $played } ne gagne pas. La réponse était { $answer } (la ligne complète : { $line }).
error-puzzle-none-left = Pas encore de nouveau problème pour vous : ils viennent des parties terminées, cherchés en arrière-plan. Réessayez plus tard.
error-puzzle-not-solving = Vous n'avez pas de problème en cours : utilisez `/problème voir` pour en avoir un.
alt-puzzle = Problème { $id }, { $kind } : { $color ->
        [black] Noir
       *[white] Blanc
    } joue et gagne du matériel.
alt-puzzle-last = Dernier coup joué : { $notation }.
# "Learn from your mistakes", the button under an analysis.
analysis-learn-button = Apprendre de vos erreurs
learn-title = Partie n° { $game }, avant le coup { $ply }
learn-intro = **Apprendre de vos erreurs** – partie n° { $game }, { $index } sur { $count } : au coup { $ply } vous avez joué { $played }, qui a coûté { $cost } { $family ->
        [abalone] { $cost ->
            [one] bille
           *[other] billes
        }
       *[abande] { $cost ->
            [one] point
           *[other] points
        }
    }. Trouvez un meilleur coup : `/problème répondre coup:`.
learn-right = Exact : { $answered } vaut le { $best } du moteur.
learn-wrong = Pas tout à fait : { $answered } perd encore trop ; le moteur joue { $best }.
learn-done = C'était votre dernière erreur de cette partie.
error-learn-not-analysed = Cette partie n'a pas encore d'analyse complète : utilisez d'abord `/analyser`.
error-learn-no-mistakes = Vous n'avez fait aucune erreur dans cette partie (ou n'y avez pas joué).
alt-learn = La position de la partie n° { $game } avant le coup { $ply }, { $kind } : { $color ->
        [black] Noir
       *[white] Blanc
    } joue ; trouvez un meilleur coup que celui joué.
# The daily puzzle of a server (issue #39): its post in the games channel.
daily-puzzle-intro = 🧩 **Problème du jour** – problème { $id } ({ $kind }, classé { $rating }) : { $color ->
        [black] Noir
       *[white] Blanc
    } joue et a un seul coup qui gagne du matériel ; tout autre coup est nettement moins bon ({ $moves ->
        [one] un coup
       *[other] { $moves } coups
    } à trouver). Appuyez sur **Résoudre** pour le tenter en privé, ou utilisez `/problème du_jour` ; il compte comme tout problème.
daily-puzzle-button = Résoudre
daily-puzzle-solved-by = Le dernier problème du jour (problème { $id }) a été résolu par { $names } : { $solved } sur { $tried } qui l'ont tenté.
daily-puzzle-and-more = { $names } et { $more } { $more ->
        [one] autre
       *[other] autres
    }
daily-puzzle-nobody-solved = Le dernier problème du jour (problème { $id }) : { $tried ->
        [0] personne ne l'a tenté.
        [one] le seul joueur qui l'a tenté ne l'a pas résolu.
       *[other] aucun des { $tried } qui l'ont tenté ne l'a résolu.
    }
daily-puzzle-opened = **Le problème du jour de ce serveur** (votre réponse compte ici, et comme pour tout problème) :
error-daily-puzzle-none = Ce serveur n'a pas encore de problème du jour : un admin peut l'activer avec `/réglages problème_du_jour`, et le premier est posté à mon prochain passage. En attendant, `/problème voir` vous en donne un.
error-daily-puzzle-needs-server = Le problème du jour appartient à un serveur : utilisez `/problème du_jour` dans l'un d'eux, ou `/problème voir` pour un problème à vous.
error-daily-puzzle-already-tried = Vous avez déjà { $solved ->
        [yes] résolu
       *[no] tenté
    } le problème { $id } : chaque problème compte une fois par joueur. `/problème voir` vous en donne un autre.
