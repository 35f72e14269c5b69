// A guest's vehicle as the host rules see it (issue 27). The rules check itself (`vehicleFitsRules`)
// belongs to the host-rules work; the vehicles module loads a vehicle in this shape for it.

import type { IsoDate } from './dates';

export type VehicleForRules = {
  type: 'campervan' | 'motorhome' | 'caravan' | 'car-and-tent';
  lengthMetres: number;
  certificate: {
    kind: 'green' | 'blue';
    expiresOn: IsoDate;
    status: 'pending' | 'verified' | 'rejected';
  } | null;
};
