import * as migration_20261123_004443_initial from './20261123_004443_initial';

export const migrations = [
  {
    up: migration_20261123_004443_initial.up,
    down: migration_20261123_004443_initial.down,
    name: '20261123_004443_initial'
  },
];
