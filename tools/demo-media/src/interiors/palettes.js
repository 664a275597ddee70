'use strict';
/**
 * The frame every room is drawn at and the palettes of its finishes (walls, ceiling, floor,
 * fabrics, accents), by name.
 */

const W = 1920;
const H = 1200;

const PALETTES = {
  ivory: {
    wall: '#efe7dc',
    ceiling: '#f7f3ee',
    floor: '#dccbb1',
    floorKind: 'stone',
    fabric: '#eee7dc',
    fabric2: '#c9b79d',
    wood: '#8b6a4d',
    accent: '#b8935a',
    dark: '#2f2b28',
    rug: '#d9cdbb',
  },
  walnut: {
    wall: '#ddd3c7',
    ceiling: '#f1ebe3',
    floor: '#9c7452',
    floorKind: 'oak',
    fabric: '#d7ccbd',
    fabric2: '#7d6a58',
    wood: '#5b3f2c',
    accent: '#c6a469',
    dark: '#26221f',
    rug: '#cbbba6',
  },
  marble: {
    wall: '#efece8',
    ceiling: '#f8f7f5',
    floor: '#eceae6',
    floorKind: 'marble',
    fabric: '#dcd6cf',
    fabric2: '#8f9aa3',
    wood: '#6e5744',
    accent: '#c9a86a',
    dark: '#1f1f22',
    rug: '#d6d0c7',
  },
  noir: {
    wall: '#4a4541',
    ceiling: '#3b3733',
    floor: '#5a4e44',
    floorKind: 'oak',
    fabric: '#a49585',
    fabric2: '#6b5a4a',
    wood: '#2d231c',
    accent: '#cfa86a',
    dark: '#161412',
    rug: '#6f6358',
  },
  sage: {
    wall: '#e4e3d9',
    ceiling: '#f5f4ee',
    floor: '#c7b398',
    floorKind: 'oak',
    fabric: '#cfd3c2',
    fabric2: '#8d9a7e',
    wood: '#7a5c43',
    accent: '#b89a66',
    dark: '#2a2c26',
    rug: '#dcd8c8',
  },
};

module.exports = { W, H, PALETTES };
