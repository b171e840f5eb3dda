/** What the practice offers: services, therapy packages and gift products. */
export { listServices, type ServiceOffer } from "./list-services";
export { listTherapyPackages, type PackageOffer } from "./list-therapy-packages";
