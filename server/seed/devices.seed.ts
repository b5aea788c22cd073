/**
 * What the smart-touch devices show (French, English and Spanish, a few texts not translated yet)
 * and their software updates (the last application version is ahead of every 5th device).
 */
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** key: [French, English or null, Spanish or null]; null is a missing translation. */
const TEXTS: Record<string, [string, string | null, string | null]> = {
  "screen.welcome": ["Bienvenue !", "Welcome!", "¡Bienvenido!"],
  "screen.insert_card": [
    "Posez votre carte sur le lecteur",
    "Tap your card on the reader",
    "Acerque su tarjeta al lector",
  ],
  "screen.tap_to_play": ["Touchez pour jouer", "Tap to play", "Toque para jugar"],
  "screen.price": [
    "Une partie : {price} unités",
    "One game: {price} units",
    "Una partida: {price} unidades",
  ],
  "screen.balance": ["Solde : {units} unités", "Balance: {units} units", "Saldo: {units} unidades"],
  "screen.bonus": ["Bonus : {units} unités", "Bonus: {units} units", null],
  "screen.insufficient_credit": [
    "Crédit insuffisant",
    "Insufficient credit",
    "Crédito insuficiente",
  ],
  "screen.card_disabled": [
    "Carte désactivée : voyez l'accueil",
    "Card disabled: please see the desk",
    null,
  ],
  "screen.game_started": ["C'est parti !", "Game on!", "¡Adelante!"],
  "screen.game_over": ["Partie terminée", "Game over", "Fin de la partida"],
  "screen.play_again": ["Rejouer ?", "Play again?", "¿Jugar otra vez?"],
  "screen.happy_hour": ["Happy hour : parties à moitié prix", "Happy hour: half-price games", null],
  "screen.free_play": ["Jeu libre", "Free play", "Juego libre"],
  "screen.maintenance": [
    "En maintenance, à bientôt",
    "Under maintenance, back soon",
    "En mantenimiento",
  ],
  "screen.out_of_order": ["Hors service", "Out of order", "Fuera de servicio"],
  "screen.call_staff": ["Appelez un membre du personnel", null, null],
  "screen.thank_you": [
    "Merci et à bientôt !",
    "Thank you, see you soon!",
    "¡Gracias y hasta pronto!",
  ],
  "screen.staff_game": ["Partie de test (personnel)", "Staff test game", null],
};

export function seedDeviceTexts() {
  return Object.entries(TEXTS).flatMap(([key, [fr, en, es]]) => [
    { language: "fr", key, value: fr },
    ...(en === null ? [] : [{ language: "en", key, value: en }]),
    ...(es === null ? [] : [{ language: "es", key, value: es }]),
  ]);
}

export const DEMO_LAST_VERSION = "2.5.0";

export function seedUpdates(now: number) {
  const file = (name: string) => `https://updates.parc-demo.fr/smarttouch/${name}`;
  return [
    {
      id: 1,
      version: "2.4.1",
      type: 0,
      url: file("app-2.4.1.zip"),
      md5: "9e107d9d372bb6826bd81d3542a419d6",
      timeSlots: JSON.stringify([{ start: "02:00", end: "05:00" }]),
      createdAt: iso(now - 90 * DAY_MS),
    },
    {
      id: 2,
      version: "1.16.0.1745",
      type: 1,
      url: file("image-1.16.0.1745.img"),
      md5: "e4d909c290d0fb1ca068ffaddf22cbd0",
      timeSlots: JSON.stringify([{ start: "03:00", end: "04:30" }]),
      createdAt: iso(now - 60 * DAY_MS),
    },
    {
      id: 3,
      version: DEMO_LAST_VERSION,
      type: 0,
      url: file("app-2.5.0.zip"),
      md5: "d41d8cd98f00b204e9800998ecf8427e",
      timeSlots: JSON.stringify([
        { start: "02:00", end: "05:00" },
        { start: "13:30", end: "14:00" },
      ]),
      createdAt: iso(now - 10 * DAY_MS),
    },
  ];
}
