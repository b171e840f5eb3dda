/** What the practice offers: services and therapy packages (gift certificates are the gifts module's). */
export { listServices, type ServiceOffer } from "./list-services";
export { listTherapyPackages, type PackageOffer } from "./list-therapy-packages";
