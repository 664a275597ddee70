import { contractRoutes } from '../../../lib/resource/router';

export default contractRoutes('report');
