export { SupervisorCreate } from './SupervisorCreate';
export { SupervisorEdit } from './SupervisorEdit';
export { SupervisoresIndex } from './SupervisoresIndex';
export { type Supervisor, type SupervisoresDoModulo, supervisoresApi, urlsSupervisores } from './supervisores.api';
