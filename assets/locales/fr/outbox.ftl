# Announcements the outbox sends (discord/announce.rs, discord/notify.rs),
# in the game's language (view.place.language).

reminder-half-time = ⏰ { $player }, la moitié de votre temps pour ce coup est écoulée dans **{ $title }**.{ $deadline } Utilisez `/jouer` ici.
reminder-tenth-left = ⏰ { $player }, il ne reste qu'un dixième de votre temps pour ce coup dans **{ $title }**.{ $deadline } Utilisez `/jouer` ici.
reminder-bank-day-left = ⏰ { $player }, il reste 24 heures dans votre réserve de temps dans **{ $title }**.{ $deadline } Utilisez `/jouer` ici.
reminder-bank-hour-left = ⏰ { $player }, il ne reste qu'une heure dans votre réserve de temps dans **{ $title }**.{ $deadline } Utilisez `/jouer` ici.
reminder-deadline = { " " }L'échéance est <t:{ $deadline }:R>.
timeout-lost-on-time = **{ $title }** · ⌛ Le temps de { $player } est écoulé.
challenge-expired-to-user = ⌛ Ce défi à { $opponent } a expiré sans réponse.
challenge-expired-open = ⌛ Ce défi ouvert a expiré ; personne ne l'a relevé.
dm-your-move = À vous de jouer dans **{ $title }** contre { $opponent }.{ $deadline }{ $link }
# $waiting: the games waiting for the player, the one this DM is about included (shown when more than one).
dm-games-waiting = { $waiting ->
        [one] { $waiting } partie vous attend.
       *[other] { $waiting } parties vous attendent, celle-ci comprise : `/parties` les liste, le moins de temps restant d'abord.
    }
board-after-move = **{ $title }** · le plateau après le coup { $ply }
# $moves: the moves played since the last board, numbered, in order.
board-played-meanwhile = **{ $title }** · joué entre-temps : { $moves }
challenge-declined-by = ❌ Ce défi a été refusé par { $opponent }.
challenge-cancelled = 🚫 Ce défi a été retiré par son auteur.
dm-premoves-dropped = { $opponent } a joué **{ $notation }**, qu'aucun de vos coups conditionnels ne prévoyait : ils sont tous abandonnés (`/coups-prévus ajouter` pour en prévoir d'autres).
