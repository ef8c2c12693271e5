// Player-protection tools land here (see README.md); nothing is exported yet.
export {};
