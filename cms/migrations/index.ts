import * as migration_20261121_204247_initial from './20261121_204247_initial';

export const migrations = [
  {
    up: migration_20261121_204247_initial.up,
    down: migration_20261121_204247_initial.down,
    name: '20261121_204247_initial'
  },
];
