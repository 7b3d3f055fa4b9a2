// Stores, lockers and the boat stop of the demo chain, and the postal codes each store delivers to.
// Addresses are plausible streets of each town; coordinates are close to the real places.
// Weekdays as the eBSN wire counts them: 1 = Sunday, 2 = Monday ... 7 = Saturday. Services: 1 = Drive (store pickup), 2 = home delivery, 4 = locker.

export type Hours = Array<{ beginWeekDay: number; beginHour: string; endHour: string }>;

export type StoreDef = {
  key: string;
  name: string;
  kind: 'store' | 'locker' | 'boat';
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  region: 'Veneto' | 'Emilia Romagna';
  latitude: number;
  longitude: number;
  phone: string | null;
  services: number[];
  hours: Hours;
};

function week(from: number, to: number, beginHour: string, endHour: string): Hours {
  const out: Hours = [];
  for (let d = from; d <= to; d++) out.push({ beginWeekDay: d, beginHour, endHour });
  return out;
}
const MONDAY = 2;
const SATURDAY = 7;
const SUNDAY = 1;
const STORE_HOURS = [...week(MONDAY, SATURDAY, '08:00', '20:30'), { beginWeekDay: SUNDAY, beginHour: '09:00', endHour: '13:00' }];
const STORE_HOURS_NO_SUNDAY = week(MONDAY, SATURDAY, '08:00', '20:30');
const LOCKER_HOURS = week(1, 7, '00:00', '23:59');

export const STORES: StoreDef[] = [
  { key: 'padova', name: 'Spesa Padova Arcella', kind: 'store', address1: 'Via Tiziano Aspetti', addressNumber: '112', city: 'Padova', province: 'PD', postalcode: '35133', region: 'Veneto', latitude: 45.4244, longitude: 11.8866, phone: '049 8712345', services: [1, 2, 4], hours: STORE_HOURS },
  { key: 'verona', name: 'Spesa Verona Borgo Roma', kind: 'store', address1: 'Via Centro', addressNumber: '34', city: 'Verona', province: 'VR', postalcode: '37135', region: 'Veneto', latitude: 45.4132, longitude: 10.9869, phone: '045 8209876', services: [1, 2], hours: STORE_HOURS },
  { key: 'vicenza', name: 'Spesa Vicenza Stanga', kind: 'store', address1: 'Viale della Pace', addressNumber: '58', city: 'Vicenza', province: 'VI', postalcode: '36100', region: 'Veneto', latitude: 45.5385, longitude: 11.5669, phone: '0444 512233', services: [1, 2], hours: STORE_HOURS_NO_SUNDAY },
  { key: 'treviso', name: 'Spesa Treviso Sant\'Antonino', kind: 'store', address1: 'Via Sant\'Antonino', addressNumber: '205', city: 'Treviso', province: 'TV', postalcode: '31100', region: 'Veneto', latitude: 45.6541, longitude: 12.2610, phone: '0422 403311', services: [1, 2], hours: STORE_HOURS },
  { key: 'mestre', name: 'Spesa Venezia Mestre', kind: 'store', address1: 'Via Piave', addressNumber: '77', city: 'Venezia', province: 'VE', postalcode: '30171', region: 'Veneto', latitude: 45.4842, longitude: 12.2338, phone: '041 5314455', services: [1, 2], hours: STORE_HOURS },
  { key: 'bologna', name: 'Spesa Bologna Navile', kind: 'store', address1: 'Via della Beverara', addressNumber: '129', city: 'Bologna', province: 'BO', postalcode: '40131', region: 'Emilia Romagna', latitude: 44.5162, longitude: 11.3297, phone: '051 6341122', services: [1, 2, 4], hours: STORE_HOURS },
  { key: 'modena', name: 'Spesa Modena Crocetta', kind: 'store', address1: 'Via Emilia Est', addressNumber: '421', city: 'Modena', province: 'MO', postalcode: '41122', region: 'Emilia Romagna', latitude: 44.6402, longitude: 10.9546, phone: '059 3678900', services: [1, 2], hours: STORE_HOURS_NO_SUNDAY },
  { key: 'parma', name: 'Spesa Parma Montanara', kind: 'store', address1: 'Via Montanara', addressNumber: '96', city: 'Parma', province: 'PR', postalcode: '43124', region: 'Emilia Romagna', latitude: 44.7829, longitude: 10.3248, phone: '0521 293344', services: [1, 2], hours: STORE_HOURS },
  { key: 'ferrara', name: 'Spesa Ferrara Porta Mare', kind: 'store', address1: 'Corso Porta Mare', addressNumber: '118', city: 'Ferrara', province: 'FE', postalcode: '44121', region: 'Emilia Romagna', latitude: 44.8430, longitude: 11.6268, phone: '0532 207788', services: [1, 2], hours: STORE_HOURS_NO_SUNDAY },
  { key: 'reggio', name: 'Spesa Reggio Emilia Ospizio', kind: 'store', address1: 'Via Emilia Ospizio', addressNumber: '62', city: 'Reggio Emilia', province: 'RE', postalcode: '42122', region: 'Emilia Romagna', latitude: 44.7036, longitude: 10.6528, phone: '0522 551166', services: [1, 2], hours: STORE_HOURS },
  { key: 'locker-padova', name: 'Locker Padova Stazione', kind: 'locker', address1: 'Piazzale Stazione', addressNumber: '1', city: 'Padova', province: 'PD', postalcode: '35131', region: 'Veneto', latitude: 45.4176, longitude: 11.8807, phone: null, services: [4], hours: LOCKER_HOURS },
  { key: 'locker-bologna', name: 'Locker Bologna Fiera', kind: 'locker', address1: 'Viale Aldo Moro', addressNumber: '30', city: 'Bologna', province: 'BO', postalcode: '40127', region: 'Emilia Romagna', latitude: 44.5079, longitude: 11.3660, phone: null, services: [4], hours: LOCKER_HOURS },
  { key: 'boat-venezia', name: 'Fermata barca Venezia Zattere', kind: 'boat', address1: 'Fondamenta Zattere al Ponte Lungo', addressNumber: '1402', city: 'Venezia', province: 'VE', postalcode: '30123', region: 'Veneto', latitude: 45.4296, longitude: 12.3255, phone: '041 5201010', services: [2], hours: week(MONDAY, SATURDAY, '07:00', '13:00') },
];

// [postal code, town, province, latitude, longitude, store key]
export const POSTAL_CODES: Array<[string, string, string, number, number, string]> = [
  ['35121', 'Padova', 'PD', 45.4077, 11.8734, 'padova'],
  ['35122', 'Padova', 'PD', 45.4014, 11.8790, 'padova'],
  ['35123', 'Padova', 'PD', 45.3983, 11.8745, 'padova'],
  ['35124', 'Padova', 'PD', 45.3846, 11.8850, 'padova'],
  ['35131', 'Padova', 'PD', 45.4170, 11.8800, 'padova'],
  ['35133', 'Padova', 'PD', 45.4250, 11.8870, 'padova'],
  ['35135', 'Padova', 'PD', 45.4230, 11.9100, 'padova'],
  ['35031', 'Abano Terme', 'PD', 45.3596, 11.7891, 'padova'],
  ['35030', 'Selvazzano Dentro', 'PD', 45.3915, 11.7876, 'padova'],
  ['35020', 'Albignasego', 'PD', 45.3510, 11.8563, 'padova'],
  ['35010', 'Vigonza', 'PD', 45.4484, 11.9877, 'padova'],
  ['37121', 'Verona', 'VR', 45.4408, 10.9935, 'verona'],
  ['37122', 'Verona', 'VR', 45.4362, 10.9881, 'verona'],
  ['37131', 'Verona', 'VR', 45.4350, 11.0175, 'verona'],
  ['37135', 'Verona', 'VR', 45.4130, 10.9870, 'verona'],
  ['37138', 'Verona', 'VR', 45.4430, 10.9640, 'verona'],
  ['37057', 'San Giovanni Lupatoto', 'VR', 45.3833, 11.0419, 'verona'],
  ['37069', 'Villafranca di Verona', 'VR', 45.3541, 10.8454, 'verona'],
  ['37012', 'Bussolengo', 'VR', 45.4738, 10.8502, 'verona'],
  ['36100', 'Vicenza', 'VI', 45.5455, 11.5354, 'vicenza'],
  ['36051', 'Creazzo', 'VI', 45.5327, 11.4775, 'vicenza'],
  ['36057', 'Arcugnano', 'VI', 45.5031, 11.5308, 'vicenza'],
  ['36016', 'Thiene', 'VI', 45.7075, 11.4790, 'vicenza'],
  ['36061', 'Bassano del Grappa', 'VI', 45.7667, 11.7342, 'vicenza'],
  ['31100', 'Treviso', 'TV', 45.6669, 12.2430, 'treviso'],
  ['31021', 'Mogliano Veneto', 'TV', 45.5616, 12.2370, 'treviso'],
  ['31033', 'Castelfranco Veneto', 'TV', 45.6714, 11.9267, 'treviso'],
  ['31044', 'Montebelluna', 'TV', 45.7758, 12.0413, 'treviso'],
  ['31015', 'Conegliano', 'TV', 45.8857, 12.2970, 'treviso'],
  ['30170', 'Venezia', 'VE', 45.4890, 12.2400, 'mestre'],
  ['30171', 'Venezia', 'VE', 45.4845, 12.2340, 'mestre'],
  ['30172', 'Venezia', 'VE', 45.4930, 12.2570, 'mestre'],
  ['30174', 'Venezia', 'VE', 45.5050, 12.2230, 'mestre'],
  ['30175', 'Venezia', 'VE', 45.4710, 12.2050, 'mestre'],
  ['30121', 'Venezia', 'VE', 45.4430, 12.3270, 'mestre'],
  ['30122', 'Venezia', 'VE', 45.4360, 12.3470, 'mestre'],
  ['30123', 'Venezia', 'VE', 45.4310, 12.3240, 'mestre'],
  ['30124', 'Venezia', 'VE', 45.4340, 12.3370, 'mestre'],
  ['30038', 'Spinea', 'VE', 45.4913, 12.1594, 'mestre'],
  ['30034', 'Mira', 'VE', 45.4372, 12.1333, 'mestre'],
  ['30020', 'Marcon', 'VE', 45.5548, 12.2973, 'mestre'],
  ['40121', 'Bologna', 'BO', 44.4990, 11.3430, 'bologna'],
  ['40124', 'Bologna', 'BO', 44.4870, 11.3390, 'bologna'],
  ['40127', 'Bologna', 'BO', 44.5100, 11.3700, 'bologna'],
  ['40131', 'Bologna', 'BO', 44.5160, 11.3300, 'bologna'],
  ['40133', 'Bologna', 'BO', 44.4960, 11.2980, 'bologna'],
  ['40033', 'Casalecchio di Reno', 'BO', 44.4759, 11.2786, 'bologna'],
  ['40068', 'San Lazzaro di Savena', 'BO', 44.4714, 11.4044, 'bologna'],
  ['40013', 'Castel Maggiore', 'BO', 44.5774, 11.3594, 'bologna'],
  ['41121', 'Modena', 'MO', 44.6471, 10.9252, 'modena'],
  ['41122', 'Modena', 'MO', 44.6400, 10.9550, 'modena'],
  ['41125', 'Modena', 'MO', 44.6280, 10.9350, 'modena'],
  ['41012', 'Carpi', 'MO', 44.7839, 10.8849, 'modena'],
  ['41043', 'Formigine', 'MO', 44.5735, 10.8464, 'modena'],
  ['41049', 'Sassuolo', 'MO', 44.5436, 10.7846, 'modena'],
  ['43121', 'Parma', 'PR', 44.8015, 10.3279, 'parma'],
  ['43123', 'Parma', 'PR', 44.7900, 10.3530, 'parma'],
  ['43124', 'Parma', 'PR', 44.7830, 10.3250, 'parma'],
  ['43044', 'Collecchio', 'PR', 44.7520, 10.2150, 'parma'],
  ['43036', 'Fidenza', 'PR', 44.8668, 10.0604, 'parma'],
  ['44121', 'Ferrara', 'FE', 44.8381, 11.6198, 'ferrara'],
  ['44122', 'Ferrara', 'FE', 44.8300, 11.6300, 'ferrara'],
  ['44124', 'Ferrara', 'FE', 44.8200, 11.5900, 'ferrara'],
  ['44042', 'Cento', 'FE', 44.7270, 11.2890, 'ferrara'],
  ['44011', 'Argenta', 'FE', 44.6129, 11.8365, 'ferrara'],
  ['42121', 'Reggio Emilia', 'RE', 44.6983, 10.6312, 'reggio'],
  ['42122', 'Reggio Emilia', 'RE', 44.7040, 10.6530, 'reggio'],
  ['42123', 'Reggio Emilia', 'RE', 44.6880, 10.6100, 'reggio'],
  ['42019', 'Scandiano', 'RE', 44.5975, 10.6894, 'reggio'],
  ['42015', 'Correggio', 'RE', 44.7708, 10.7818, 'reggio'],
];
