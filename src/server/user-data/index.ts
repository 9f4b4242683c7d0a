/** The inventor's own data, for the right of access and portability (issue 18). */
export { exportUserData } from './export-user-data';
