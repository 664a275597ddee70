import { contractRoutes } from '../../../lib/router';

export default contractRoutes('home');
