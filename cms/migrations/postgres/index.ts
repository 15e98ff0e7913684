import * as migration_20261123_010259_initial from './20261123_010259_initial';

export const migrations = [
  {
    up: migration_20261123_010259_initial.up,
    down: migration_20261123_010259_initial.down,
    name: '20261123_010259_initial'
  },
];
